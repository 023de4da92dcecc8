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
export type Block = (PageBannerBlock | CardGridBlock | ArticleBlock | HeroSliderBlock | CarouselBlock | MediaTextBlock | FeatureGridBlock | TimingsBlock | TestimonialsBlock | StatsBlock | CallToActionBlock | ContactFormBlock | ContactDetailsBlock | AppointmentFormBlock | GalleryBlock | PeopleBlock | DoctorDirectoryBlock | DoctorProfileBlock)
/**
 * An image in the public/images folder, written from /images/…, for example /images/gallery/physio-1.jpg.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "imagePath".
 */
export type ImagePath = string
/**
 * One of the site's icons.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "iconName".
 */
export type IconName = ("spine" | "laser" | "wave" | "heart" | "star" | "shield" | "handshake" | "users" | "eye" | "target" | "alert" | "lightbulb" | "dumbbell" | "leaf" | "sparkle" | "clock" | "award" | "phone" | "email" | "location" | "calendar" | "stethoscope")

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
 * The website's public address, e.g. https://www.example.com. Used for the sitemap, canonical links and link previews; leave out while the site has no address.
 */
url?: string
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
emailjs?: EmailJsSettings
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
 * Settings of the email service that sends the contact form. These ids are public by design. Leave this out, or leave serviceId empty, to turn sending off: the form then tells visitors it could not send.
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
 * Address of the email service, e.g. https://api.emailjs.com. Leave out to use EmailJS itself.
 */
origin?: string
/**
 * Optional: email addresses that may not send (the form's email field is checked). Absent or empty = nobody is blocked.
 */
blockList?: string[]
/**
 * Optional: minimum milliseconds between two sends from one visitor. 0 or absent = no limit.
 */
limitRate?: number
/**
 * Optional: refuse to send from automated browsers. Absent or false = off.
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
 * Full-width slides that advance by themselves, with dots, arrows and a pause button. The first slide is in the page's HTML.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "heroSliderBlock".
 */
export interface HeroSliderBlock {
type: "heroSlider"
/**
 * @minItems 1
 */
slides: HeroSlide[]
/**
 * Milliseconds each slide stays before the next (3000 = 3 seconds).
 */
intervalMs: number
/**
 * A video address kept with the slider's data; not shown.
 */
videoUrl?: string
}
export interface HeroSlide {
title: Text
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
text?: string
/**
 * An image in the public/images folder, written from /images/…, for example /images/gallery/physio-1.jpg.
 */
image: string
cta?: NavLink3
}
/**
 * A button on the slide, e.g. Book Now.
 */
export interface NavLink3 {
/**
 * The words of the link.
 */
label: string
href: Link
}
/**
 * A row of linked picture cards that slides sideways, with previous/next buttons; how many show at once depends on the screen width.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "carouselBlock".
 */
export interface CarouselBlock {
type: "carousel"
heading?: Text
intro?: Text
/**
 * @minItems 1
 */
items: CarouselItem[]
/**
 * Cards in view on the widest screens.
 */
slidesPerView: number
/**
 * Fewer cards on narrower screens: below maxWidth pixels, show slidesPerView cards.
 */
breakpoints: CarouselBreakpoint[]
/**
 * The carousel moves by itself on screens this wide or narrower (pixels).
 */
autoplayMaxWidth: number
/**
 * Milliseconds a slide takes to move.
 */
speedMs: number
}
export interface CarouselItem {
title: Text
image: ImagePath
href: Link
}
export interface CarouselBreakpoint {
/**
 * Screen width in pixels below which this applies.
 */
maxWidth: number
slidesPerView: number
}
/**
 * A picture beside text: a heading, paragraphs and/or a bulleted list, and an optional button. `reverse` puts the picture on the other side.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "mediaTextBlock".
 */
export interface MediaTextBlock {
type: "mediaText"
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
eyebrow?: string
heading: Text
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
subtitle?: string
paragraphs?: Text[]
/**
 * Bullet points.
 */
list?: Text[]
image: Image1
/**
 * true: picture on the right on wide screens.
 */
reverse?: boolean
cta?: NavLink
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
/**
 * Short items side by side, each with an icon, a title and a sentence or two: values, treatments, reasons to choose us.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "featureGridBlock".
 */
export interface FeatureGridBlock {
type: "featureGrid"
heading: Text
intro?: Text
/**
 * @minItems 1
 */
items: FeatureItem[]
}
export interface FeatureItem {
icon?: IconName
title: Text
text: Text
/**
 * Where a link goes: a page of this site (/about), an outside page (https://…), an email (mailto:…), a phone number (tel:…) or # for none.
 */
href?: string
}
/**
 * Opening hours, grouped by clinic or section.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "timingsBlock".
 */
export interface TimingsBlock {
type: "timings"
heading: Text
intro?: Text
/**
 * @minItems 1
 */
sections: TimingSection[]
cta?: NavLink
}
export interface TimingSection {
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
section: string
/**
 * @minItems 1
 */
timings: Timing[]
}
export interface Timing {
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
day: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
shift?: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
time: string
}
/**
 * Patient reviews as tabs, one shown at a time, each with a star rating.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "testimonialsBlock".
 */
export interface TestimonialsBlock {
type: "testimonials"
heading: Text
/**
 * @minItems 1
 */
items: Testimonial[]
/**
 * Which review shows first, counting from 1.
 */
defaultTab: number
}
export interface Testimonial {
avatar: ImagePath
name: Text
location: Text
text: Text
/**
 * Stars from 0 to 5; halves allowed (4.5).
 */
rating: number
}
/**
 * Big numbers with a caption, e.g. 17+ years of experience.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "statsBlock".
 */
export interface StatsBlock {
type: "stats"
heading?: Text
/**
 * @minItems 1
 */
items: StatItem[]
}
export interface StatItem {
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
number: string
title: Text
}
/**
 * A band inviting the visitor to act, with a button.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "callToActionBlock".
 */
export interface CallToActionBlock {
type: "callToAction"
title: Text
text?: Text
cta: NavLink
/**
 * An image in the public/images folder, written from /images/…, for example /images/gallery/physio-1.jpg.
 */
image?: string
}
/**
 * The contact form (name, email, phone, subject, message), sent by email through the settings in site.emailjs.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "contactFormBlock".
 */
export interface ContactFormBlock {
type: "contactForm"
heading: Text
intro?: Text
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
submitLabel: string
}
/**
 * Cards with the clinic's phone numbers, email and address (from site.contact), and the embedded map if site.contact.mapEmbedUrl is set.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "contactDetailsBlock".
 */
export interface ContactDetailsBlock {
type: "contactDetails"
heading: Text
intro?: Text
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
mapTitle?: string
}
/**
 * The appointment request form beside the clinic's contact information. It is not sent anywhere.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "appointmentFormBlock".
 */
export interface AppointmentFormBlock {
type: "appointmentForm"
heading: Text
intro?: Text
/**
 * Choices for Reason for Visit.
 * 
 * @minItems 1
 */
reasons: Text[]
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
defaultReason: string
/**
 * Choices for Department.
 * 
 * @minItems 1
 */
departments: Text[]
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
defaultDepartment: string
submitLabel: Text
}
/**
 * A grid of pictures. Optionally filter buttons by category, and a viewer (lightbox) that opens a picture large.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "galleryBlock".
 */
export interface GalleryBlock {
type: "gallery"
heading?: Text
intro?: Text
/**
 * @minItems 1
 */
images: GalleryImage[]
/**
 * true: buttons above the grid show All or one category.
 */
filter?: boolean
/**
 * true: clicking a picture opens it large, with zoom and rotate.
 */
lightbox?: boolean
}
export interface GalleryImage {
src: ImagePath
/**
 * What the picture shows.
 */
alt: string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
category?: string
}
/**
 * Staff profiles: photo, name, role, a few words and social links.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "peopleBlock".
 */
export interface PeopleBlock {
type: "people"
heading?: Text
intro?: Text
/**
 * @minItems 1
 */
people: Person[]
}
export interface Person {
image: ImagePath
name: Text
designation: Text
description: Text
social?: SocialLink[]
}
/**
 * Doctor cards with a filter by category (All, then each category found in the list). A card's photo opens large; its link goes to the doctor's page.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "doctorDirectoryBlock".
 */
export interface DoctorDirectoryBlock {
type: "doctorDirectory"
heading?: Text
intro?: Text
/**
 * The words on each category's filter button, e.g. "pediatric": "Pediatrics". A category left out shows its own name.
 */
categoryLabels?: {
cardiology?: Text
emergency?: Text
pediatric?: Text
others?: Text
psychiatry?: Text
}
/**
 * @minItems 1
 */
doctors: DoctorCard[]
}
export interface DoctorCard {
image: ImagePath
department: Text
name: Text
designation: Text
description: Text
social?: SocialLink[]
/**
 * Which filter button shows this doctor.
 */
category: ("cardiology" | "emergency" | "pediatric" | "others" | "psychiatry")
href: Link
}
/**
 * One doctor's page: photo, department, contact, weekly schedule, degrees, experience, awards and social links.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "doctorProfileBlock".
 */
export interface DoctorProfileBlock {
type: "doctorProfile"
/**
 * An image in the public/images folder, written from /images/…, for example /images/gallery/physio-1.jpg.
 */
background: string
image: Image1
name: Text
department: Text
designation: Text
description: Text
social?: SocialLink[]
contactInfo: ContactInfoItem[]
schedule: ScheduleItem[]
degrees: Credential[]
experiences: Credential[]
awards: Credential[]
}
export interface ContactInfoItem {
icon: IconName
title: Text
}
export interface ScheduleItem {
day: Text
time: Text
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "credential".
 */
export interface Credential {
title: Text
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 */
subtitle?: string
}
