/**
 * What a person may do in the editor, by the role the clinic's owner gives them. The server checks a
 * permission on every request (editor/server/api-routes.ts); the editor's page only leaves out what
 * the person may not use.
 */
export type Permission =
  /** Change pages and settings, keep a draft, upload pictures. */
  | "edit"
  /** Put changes live: publish, restore a version, schedule, remove pictures from the site. */
  | "publish"
  /** Read patients' requests and the newsletter's addresses: people's details, a permission of its own. */
  | "read-requests"
  /** Add, change and remove accounts. */
  | "manage-accounts";

export const roles = ["owner", "publisher", "contributor", "front-desk"] as const;

export type Role = (typeof roles)[number];

const permissionsOf: Record<Role, readonly Permission[]> = {
  owner: ["edit", "publish", "read-requests", "manage-accounts"],
  publisher: ["edit", "publish"],
  contributor: ["edit"],
  "front-desk": ["edit", "read-requests"],
};

/** A role as staff read it. */
export const roleNames: Record<Role, string> = {
  owner: "Owner",
  publisher: "Publisher",
  contributor: "Contributor",
  "front-desk": "Front desk",
};

/** What each permission lets a person do, in words that finish "… cannot …". */
const permissionWords: Record<Permission, string> = {
  edit: "change the site",
  publish: "publish, restore, schedule or remove pictures",
  "read-requests": "read patients' requests or the newsletter's addresses",
  "manage-accounts": "change accounts",
};

export function permissionsOfRole(role: Role): readonly Permission[] {
  return permissionsOf[role];
}

export function roleMay(role: Role, permission: Permission): boolean {
  return permissionsOf[role].includes(permission);
}

/** A role named as a person types it: "contributor", "Front desk", "front-desk". */
export function roleNamed(words: string): Role | undefined {
  const key = words
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  return roles.find((role) => role === key);
}

/** Why a request was refused, in a sentence the person can act on. */
export function refusedFor(role: Role, permission: Permission): string {
  return (
    `As ${roleNames[role]} you cannot ${permissionWords[permission]}. ` +
    "The clinic's owner can change your role if you need to."
  );
}
