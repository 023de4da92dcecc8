/* Generated from schema/site.schema.json by `npm run types`. Do not edit by hand. */

/**
 * A 10-digit Indian mobile number starting with 6, 7, 8 or 9, digits only.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "phone".
 */
export type Phone = string
/**
 * Where a link goes: a page of this site (/about), an outside page (https://…), an email (mailto:…), a phone number (tel:…) or # for none.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "link".
 */
export type Link = string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "text".
 */
export type Text = string
/**
 * One piece of a page. "type" says which kind; the other properties depend on it.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "block".
 */
export type Block = (PageBannerBlock | CardGridBlock | ArticleBlock)
/**
 * An image in the public/images folder, written from /images/…, for example /images/gallery/physio-1.jpg.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "imagePath".
 */
export type ImagePath = string

/**
 * The whole website: clinic details shared by every page, and the list of pages (routes), each an ordered list of blocks.
 */
export interface SiteManifest {
/**
 * Points your editor at this schema so it can autocomplete and check site.json. Leave as it is.
 */
$schema?: string
site: Site
/**
 * Every page of the website. Add a page by adding an entry here.
 * 
 * @minItems 1
 */
routes: Route[]
}
/**
 * Details shared by every page: the clinic, its contact details, the header, the footer and the contact form settings.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "site".
 */
export interface Site {
/**
 * The clinic's name, shown in the header and in page titles.
 */
name: string
/**
 * Short place name shown after the clinic name in page titles, e.g. Randesan, Gandhinagar.
 */
location: string
/**
 * One or two sentences about the clinic, used when a page has no description of its own (search results, link previews).
 */
description: string
contact: ClinicContact
/**
 * The clinic's social media pages, shown in the side panel and the footer.
 */
social: SocialLink[]
header: Header
footer: Footer
emailjs: EmailJsSettings
}
export interface ClinicContact {
/**
 * The clinic's phone numbers, most important first.
 * 
 * @minItems 1
 * @maxItems 2
 */
phones: Phone[]
/**
 * The clinic's public email address.
 */
email: string
/**
 * Full postal address, on one line.
 */
address: string
/**
 * Address of the embedded map (https://…), shown on the contact page.
 */
mapEmbedUrl?: string
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "socialLink".
 */
export interface SocialLink {
/**
 * Which network; picks the icon and the link's spoken name.
 */
network: ("facebook" | "instagram" | "youtube" | "x" | "linkedin" | "whatsapp" | "pinterest")
href: Link
}
export interface Header {
/**
 * The main menu, in order.
 * 
 * @minItems 1
 */
nav: NavLink[]
cta?: NavLink1
/**
 * A short welcome line at the top of the side panel.
 */
sidePanelText?: string
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "navLink".
 */
export interface NavLink {
/**
 * The words of the link.
 */
label: string
href: Link
}
/**
 * An optional highlighted button at the end of the menu, e.g. Book Now.
 */
export interface NavLink1 {
/**
 * The words of the link.
 */
label: string
href: Link
}
export interface Footer {
/**
 * A few sentences about the clinic.
 */
about: string
/**
 * The Quick Links column.
 */
quickLinks: NavLink[]
/**
 * The Services column.
 */
serviceLinks: NavLink[]
newsletter: Newsletter
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
copyright: string
}
export interface Newsletter {
title: Text
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
text: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
placeholder: string
buttonLabel: Text
}
/**
 * Settings of the email service that sends the contact form. These ids are public by design. Leave serviceId empty to turn sending off (the form then tells visitors it could not send).
 */
export interface EmailJsSettings {
/**
 * EmailJS service id.
 */
serviceId: string
/**
 * EmailJS template id.
 */
templateId: string
/**
 * EmailJS public key (public by design).
 */
publicKey: string
/**
 * Address of the email service. Leave out to use EmailJS itself.
 */
origin?: string
/**
 * Optional: email addresses that may not send.
 */
blockList?: string[]
/**
 * Optional: minimum milliseconds between two sends from one visitor. 0 or absent = no limit.
 */
limitRate?: number
/**
 * Optional: refuse to send from automated browsers.
 */
blockHeadless?: boolean
}
/**
 * One page of the site.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "route".
 */
export interface Route {
/**
 * The page's address, e.g. /about. A part written :name matches any word, e.g. /doctors/:doctorId.
 */
path: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
title?: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
description?: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
heading?: string
/**
 * The page's content, top to bottom.
 */
blocks: Block[]
}
/**
 * A wide banner with a background picture, a heading and an optional line of text and button.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "pageBannerBlock".
 */
export interface PageBannerBlock {
type: "pageBanner"
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
title: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
text?: string
/**
 * Background picture (decoration; it is darkened so text stays readable).
 */
image: string
cta?: NavLink2
}
/**
 * An optional button.
 */
export interface NavLink2 {
/**
 * The words of the link.
 */
label: string
href: Link
}
/**
 * A grid of cards, each with a title and optionally a picture, a short text, a date and a link. Used for service listings, blog posts and similar lists.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "cardGridBlock".
 */
export interface CardGridBlock {
type: "cardGrid"
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
heading?: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
intro?: string
/**
 * @minItems 1
 */
cards: Card[]
}
export interface Card {
title: Text
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
subtitle?: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
date?: string
/**
 * Thumbnail picture (decoration beside the title).
 */
image?: string
/**
 * Where a link goes: a page of this site (/about), an outside page (https://…), an email (mailto:…), a phone number (tel:…) or # for none.
 */
href?: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
linkLabel?: string
}
/**
 * A treatment or topic page: a wide picture, then a title and paragraphs in a two-thirds column beside an empty side column.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "articleBlock".
 */
export interface ArticleBlock {
type: "article"
image?: Image
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
title: string
/**
 * The article's text, one entry per paragraph.
 * 
 * @minItems 1
 */
paragraphs: Text[]
}
/**
 * Wide picture at the top.
 */
export interface Image {
src: ImagePath
/**
 * What the picture shows, for visitors who cannot see it. Leave empty ("") only if the picture is pure decoration.
 */
alt: string
}
/**
 * A picture with its text alternative.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "image".
 */
export interface Image1 {
src: ImagePath
/**
 * What the picture shows, for visitors who cannot see it. Leave empty ("") only if the picture is pure decoration.
 */
alt: string
}
