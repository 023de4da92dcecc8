/* Generated from schema/site.schema.json by `npm run types`. Do not edit by hand. */

/**
 * Plain text shown as written. HTML tags are shown as text, never run. Write it as text in the site's first language, or, on a site of several languages, as an object with a text for each language, e.g. {"en": "About Us", "gu": "અમારા વિશે"}: the first language's text must be there, the others may wait.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "text".
 */
export type Text = PlainText | Translations
/**
 * A language code (BCP 47): en for English, gu for Gujarati, hi for Hindi.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type LanguageCode = string
/**
 * Plain text shown as written. HTML tags are shown as text, never run.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "plainText".
 */
export type PlainText = string
/**
 * A 10-digit Indian mobile number starting with 6, 7, 8 or 9, digits only.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "phone".
 */
export type Phone = string
/**
 * A day of the week.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "weekday".
 */
export type Weekday = ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")
/**
 * A time of day on the 24-hour clock, HH:MM.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "clockTime".
 */
export type ClockTime = string
/**
 * A day, written year-month-day, e.g. 2026-11-01: a day on the clinic's calendar (site.timeZone).
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "calendarDate".
 */
export type CalendarDate = string
/**
 * Text that may hold bold, italic and links, written as **bold words**, *italic words* and [words to click](/about) (the address follows the rules of a link). Write \* for a star and \[ for a bracket; a star with a space after it (5 * 3) stays a star. Everything else is shown as written; HTML tags are shown as text, never run. On a site of several languages it may be an object with a text for each language, e.g. {"en": "…", "gu": "…"}.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "richText".
 */
export type RichText = PlainRichText | RichTranslations
/**
 * A day and time on the clinic's clock (site.timeZone), e.g. 2026-10-28T09:00.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "localMoment".
 */
export type LocalMoment = string
/**
 * Where a link goes: a page of this site (/about), an outside page (https://…), an email (mailto:…), a phone number (tel:…) or # for none.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "link".
 */
export type Link = string
/**
 * One piece of a page. "type" says which kind; the other properties depend on it.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "block".
 */
export type Block = (PageBannerBlock | CardGridBlock | ArticleBlock | HeroSliderBlock | CarouselBlock | MediaTextBlock | FeatureGridBlock | TimingsBlock | NoticeBlock | TestimonialsBlock | StatsBlock | CallToActionBlock | ContactFormBlock | ContactDetailsBlock | AppointmentFormBlock | GalleryBlock | PeopleBlock | DoctorDirectoryBlock | DoctorProfileBlock)
/**
 * An image in the public/images folder, written from /images/…, for example /images/gallery/physio-1.jpg.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "imagePath".
 */
export type ImagePath = string
/**
 * What a picture shows, for visitors who cannot see it. Leave empty ("") only if the picture is pure decoration. On a site of several languages it may be an object with a text for each language.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "altText".
 */
export type AltText = string | AltTranslations
/**
 * One of the site's icons.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "iconName".
 */
export type IconName = ("spine" | "laser" | "wave" | "heart" | "star" | "shield" | "handshake" | "users" | "eye" | "target" | "alert" | "lightbulb" | "dumbbell" | "leaf" | "sparkle" | "clock" | "award" | "phone" | "email" | "location" | "calendar" | "stethoscope")
/**
 * The name of an entry in the site's opening hours (site.openingHours), e.g. Physiotherapy.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "hoursName".
 */
export type HoursName = string
/**
 * Text that may hold bold, italic and links, written as **bold words**, *italic words* and [words to click](/about) (the address follows the rules of a link). Write \* for a star and \[ for a bracket; a star with a space after it (5 * 3) stays a star. Everything else is shown as written; HTML tags are shown as text, never run.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "plainRichText".
 */
export type PlainRichText = string

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
name: Text
/**
 * The languages of the site, in order. The first is the default: its pages keep their addresses (/about) and its texts are the ones every page needs. The others live under their code (/gu/about) and show the first language's text wherever a text is not translated yet. Leave it out for a site in one language.
 * 
 * @minItems 1
 */
languages?: Language[]
/**
 * Optional: your own words, by language code, for words the site writes itself, e.g. {"gu": {"backToHome": "હોમ પર પાછા"}}. The site brings them in English, Gujarati and Hindi; a language without them shows the first language's (or English).
 */
words?: {
[k: string]: WordsOfOneLanguage
}
/**
 * The website's public address, e.g. https://www.example.com. Used for the sitemap, canonical links and link previews; leave out while the site has no address.
 */
url?: string
location: Text
description: Text
contact: ClinicContact
/**
 * The clinic's opening hours, written once: one entry per department or person (e.g. Physiotherapy, a doctor's visiting hours). Blocks show them and the appointment form checks requests against them by name, and the home page tells search engines the departments' hours.
 */
openingHours?: OpeningHours[]
/**
 * Notices shown at the top of the pages during their dates, e.g. a holiday closure or a change of doctor. An ended one no longer shows.
 */
notices?: Notice[]
/**
 * The clinic's social media pages, shown in the side panel and the footer.
 */
social: SocialLink[]
header: Header
footer: Footer
requests?: RequestSettings
emailjs?: EmailJsSettings
/**
 * The clinic's time zone, e.g. Asia/Kolkata. The appointment form works out "today" and "in the past" by the clinic's clock in this zone, whatever the visitor's own clock says. Leave out for Asia/Kolkata (India).
 */
timeZone?: string
whatsapp?: WhatsAppSettings
}
/**
 * One of the site's languages.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "language".
 */
export interface Language {
code: LanguageCode
name: PlainText
}
/**
 * The words the site writes itself (the 404 page, the menu buttons, the breadcrumb's first step, form labels and checks, weekday names, the picture viewer's and sliders' buttons), in one language: any you give here replace the built-in ones. Keep each {name} in braces as it is: the site fills it in.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "wordsOfOneLanguage".
 */
export interface WordsOfOneLanguage {
skipToContent?: PlainText
mainMenu?: PlainText
openMenu?: PlainText
closeMenu?: PlainText
contactDetails?: PlainText
closeContactPanel?: PlainText
contact?: PlainText
followUs?: PlainText
searchDoctorsLabel?: PlainText
searchDoctors?: PlainText
search?: PlainText
breadcrumb?: PlainText
home?: PlainText
quickLinks?: PlainText
services?: PlainText
aboutSite?: PlainText
newsletterEmail?: PlainText
language?: PlainText
pageNotFound?: PlainText
notFound?: PlainText
backToHome?: PlainText
somethingWentWrong?: PlainText
notice?: PlainText
importantNotice?: PlainText
pageNotShown?: PlainText
phone?: PlainText
email?: PlainText
location?: PlainText
mapOfClinic?: PlainText
factsAndFigures?: PlainText
portraitOf?: PlainText
appointmentSchedule?: PlainText
day?: PlainText
time?: PlainText
degrees?: PlainText
experience?: PlainText
awards?: PlainText
specialHours?: PlainText
onSocialNetwork?: PlainText
monday?: PlainText
tuesday?: PlainText
wednesday?: PlainText
thursday?: PlainText
friday?: PlainText
saturday?: PlainText
sunday?: PlainText
ratedOutOf5?: PlainText
highlights?: PlainText
slideOfCount?: PlainText
pauseSlides?: PlainText
playSlides?: PlainText
previousSlide?: PlainText
nextSlide?: PlainText
showSlide?: PlainText
cards?: PlainText
previousCards?: PlainText
nextCards?: PlainText
pauseMovingCards?: PlainText
playMovingCards?: PlainText
inSection?: PlainText
all?: PlainText
showDoctorsIn?: PlainText
showPicturesOf?: PlainText
showingAll?: PlainText
showingSome?: PlainText
doctor?: PlainText
doctors?: PlainText
picture?: PlainText
pictures?: PlainText
viewLarger?: PlainText
viewLargerPhoto?: PlainText
viewProfile?: PlainText
viewProfileOf?: PlainText
pictureViewer?: PlainText
openingPictureViewer?: PlainText
loadingPicture?: PlainText
zoomOut?: PlainText
zoomIn?: PlainText
rotate?: PlainText
closePictureViewer?: PlainText
previousPicture?: PlainText
nextPicture?: PlainText
pictureNotLoaded?: PlainText
nameLabel?: PlainText
phoneNumberLabel?: PlainText
phoneHint?: PlainText
leaveEmpty?: PlainText
requestReceived?: PlainText
requestFieldsRefused?: PlainText
choiceNotOffered?: PlainText
fieldTooLong?: PlainText
requestUnavailable?: PlainText
requestTooMany?: PlainText
requestNotShownHuman?: PlainText
messagesNotTaken?: PlainText
requestNotice?: PlainText
offersConsent?: PlainText
emailLabel?: PlainText
subjectLabel?: PlainText
messageLabel?: PlainText
messageHint?: PlainText
nameMissing?: PlainText
emailInvalid?: PlainText
phoneInvalid?: PlainText
subjectTooShort?: PlainText
messageLength?: PlainText
emailSent?: PlainText
emailFailed?: PlainText
contactInformation?: PlainText
medicalRecordNumberLabel?: PlainText
preferredDateLabel?: PlainText
preferredTimeLabel?: PlainText
departmentLabel?: PlainText
reasonLabel?: PlainText
clearDate?: PlainText
datePlaceholder?: PlainText
previousMonth?: PlainText
nextMonth?: PlainText
chooseDay?: PlainText
dayNotAvailable?: PlainText
fromTo?: PlainText
listAnd?: PlainText
dayToDay?: PlainText
closedOnDate?: PlainText
hoursOnDate?: PlainText
closedOnDates?: PlainText
newsletterNotice?: PlainText
newsletterJoined?: PlainText
newsletterLeaveAnyTime?: PlainText
newsletterLeaveAsk?: PlainText
newsletterLeaveButton?: PlainText
newsletterLeft?: PlainText
newsletterUnknownLink?: PlainText
newsletterNotTaken?: PlainText
backToSite?: PlainText
}
/**
 * How to reach the clinic: shown in the side panel, the footer's contact column and the contact page.
 */
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
address: Text
/**
 * Address of the embedded map (https://…), shown on the contact page.
 */
mapEmbedUrl?: string
}
/**
 * The opening hours of one department or person.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "openingHours".
 */
export interface OpeningHours {
name: Text
/**
 * The rows, in the order shown.
 * 
 * @minItems 1
 */
times: OpeningTime[]
/**
 * Holidays and special hours: dated days on which this entry is closed or keeps other hours, e.g. closed 1–3 Nov for Diwali.
 */
exceptions?: SpecialHours[]
}
/**
 * One row of opening hours: a day or run of days, an optional shift, and its times or a note such as Closed.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "openingTime".
 */
export interface OpeningTime {
firstDay: Weekday
lastDay?: Weekday
shift?: Text
opens?: ClockTime
closes?: ClockTime
note?: Text
}
/**
 * Holiday or special hours: on these dates they replace the week's hours of this entry. Visitors see them from 30 days before until their last day; after it they are no longer shown.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "specialHours".
 */
export interface SpecialHours {
firstDate: CalendarDate
lastDate?: CalendarDate
label?: Text
note?: Text
/**
 * Changed hours on these days, in place of the week's: e.g. only 09:00 to 12:00. Write times or a note.
 * 
 * @minItems 1
 */
times?: SpecialTime[]
}
/**
 * One stretch of changed hours on a holiday or special day.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "specialTime".
 */
export interface SpecialTime {
shift?: Text
opens: ClockTime
closes: ClockTime
}
/**
 * A notice shown at the top of the pages from one moment until another, e.g. a holiday closure. Visitors see it only in between.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "notice".
 */
export interface Notice {
text: RichText
from: LocalMoment
until: LocalMoment
/**
 * information (calm) or important (stands out). information when left out.
 */
level?: ("information" | "important")
link?: NavLink
/**
 * Optional: show it only on this page and the pages under it, e.g. /services/gym. On every page when left out.
 */
pages?: string
}
/**
 * A link with its words: a label and where it goes.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "navLink".
 */
export interface NavLink {
label: Text
href: Link
}
/**
 * A link to one of the clinic's (or a person's) social media pages, shown as the network's icon.
 * 
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
/**
 * The bar at the top of every page: the main menu, an optional button and the side panel's welcome line.
 */
export interface Header {
/**
 * The main menu, in order.
 * 
 * @minItems 1
 */
nav: NavLink[]
cta?: NavLink
sidePanelText?: Text
}
/**
 * The bottom of every page: about text, Quick Links and Services columns, the newsletter box and the copyright line.
 */
export interface Footer {
about: RichText
/**
 * The Quick Links column.
 */
quickLinks: NavLink[]
/**
 * The Services column.
 */
serviceLinks: NavLink[]
newsletter: Newsletter
copyright: Text
}
/**
 * The newsletter box in the footer: a title, a line of text, an email field and a button.
 */
export interface Newsletter {
title: Text
text: Text
placeholder: Text
buttonLabel: Text
}
/**
 * Where patients' requests from the contact and appointment forms go.
 */
export interface RequestSettings {
/**
 * clinicServer: to the clinic's own server (npm run edit:server), which keeps them for staff to answer in the editor; where the site is served without it (a static host, npm start), the forms send as with emailjs. emailjs: through the email service in site.emailjs (the contact form, and an appointment form with its own template). none: the forms send nothing and give the clinic's phone and WhatsApp instead. Leave this out for emailjs.
 */
receiver: ("clinicServer" | "emailjs" | "none")
/**
 * Who patients write to about what the clinic keeps of their requests (to see it, correct it or have it erased): an email address, or a name and a phone number. The forms' notice names it. Leave out for the clinic's email address.
 */
dataContact?: string
/**
 * On the clinic's server: how many days a request is kept after staff mark it Closed; then it is erased by itself, leaving only a line that it was. Leave out for 90.
 */
keepClosedDays?: number
}
/**
 * Settings of the email service that sends the contact form (and appointment requests, when an appointment form names its own template). These ids are public by design. Leave this out, or leave serviceId empty, to turn sending off: the form then tells visitors it could not send.
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
 * Optional: values that may not send: email addresses (the contact form's email field is checked) or phone numbers, 10 digits (the appointment form's phone field is checked). Absent or empty = nobody is blocked.
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
 * Optional: a WhatsApp chat link in the side panel, the footer and the contact details, and a small floating button on phones. Leave out to show none.
 */
export interface WhatsAppSettings {
number?: Phone
message: Text
label: Text
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
title?: Text
description?: Text
heading?: Text
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
/**
 * Which kind of block this is: "pageBanner". A wide banner with a background picture, a heading and an optional line of text and button.
 */
type: "pageBanner"
title: Text
text?: Text
image: ImagePath
cta?: NavLink
}
/**
 * A grid of cards, each with a title and optionally a picture, a short text, a date and a link. Used for service listings, blog posts and similar lists.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "cardGridBlock".
 */
export interface CardGridBlock {
/**
 * Which kind of block this is: "cardGrid". A grid of cards, each with a title and optionally a picture, a short text, a date and a link. Used for service listings, blog posts and similar lists.
 */
type: "cardGrid"
heading?: Text
intro?: RichText
/**
 * The cards, in the order they appear (left to right, then row by row).
 * 
 * @minItems 1
 */
cards: Card[]
}
export interface Card {
title: Text
subtitle?: Text
date?: Text
image?: ImagePath
href?: Link
linkLabel?: Text
}
/**
 * A treatment or topic page: a wide picture, then a title and paragraphs in a two-thirds column beside an empty side column.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "articleBlock".
 */
export interface ArticleBlock {
/**
 * Which kind of block this is: "article". A treatment or topic page: a wide picture, then a title and paragraphs in a two-thirds column beside an empty side column.
 */
type: "article"
image?: Image
title: Text
/**
 * The article's text, one entry per paragraph; each may hold bold, italic and links.
 * 
 * @minItems 1
 */
paragraphs: RichText[]
}
/**
 * A picture with its text alternative.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "image".
 */
export interface Image {
src: ImagePath
alt: AltText
}
/**
 * Full-width slides that advance by themselves, with dots, arrows and a pause button. The first slide is in the page's HTML.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "heroSliderBlock".
 */
export interface HeroSliderBlock {
/**
 * Which kind of block this is: "heroSlider". Full-width slides that advance by themselves, with dots, arrows and a pause button. The first slide is in the page's HTML.
 */
type: "heroSlider"
/**
 * The slides, in the order they are shown. The first one is in the page's HTML, so it appears before any script runs.
 * 
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
text?: Text
image: ImagePath
cta?: NavLink
}
/**
 * A row of linked picture cards that slides sideways, with previous/next buttons; how many show at once depends on the screen width.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "carouselBlock".
 */
export interface CarouselBlock {
/**
 * Which kind of block this is: "carousel". A row of linked picture cards that slides sideways, with previous/next buttons; how many show at once depends on the screen width.
 */
type: "carousel"
heading?: Text
intro?: RichText
/**
 * The cards, in order. Each has a title, a picture and a link.
 * 
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
/**
 * Cards in view on screens narrower than maxWidth.
 */
slidesPerView: number
}
/**
 * A picture beside text: a heading, paragraphs and/or a bulleted list, and an optional button. `reverse` puts the picture on the other side.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "mediaTextBlock".
 */
export interface MediaTextBlock {
/**
 * Which kind of block this is: "mediaText". A picture beside text: a heading, paragraphs and/or a bulleted list, and an optional button. `reverse` puts the picture on the other side.
 */
type: "mediaText"
eyebrow?: Text
heading: Text
subtitle?: Text
/**
 * Paragraphs of text under the heading; each may hold bold, italic and links.
 */
paragraphs?: RichText[]
/**
 * Bullet points; each may hold bold, italic and links.
 */
list?: RichText[]
image: Image
/**
 * true: picture on the right on wide screens.
 */
reverse?: boolean
cta?: NavLink
}
/**
 * Short items side by side, each with an icon, a title and a sentence or two: values, treatments, reasons to choose us.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "featureGridBlock".
 */
export interface FeatureGridBlock {
/**
 * Which kind of block this is: "featureGrid". Short items side by side, each with an icon, a title and a sentence or two: values, treatments, reasons to choose us.
 */
type: "featureGrid"
heading: Text
intro?: RichText
/**
 * The items, in order.
 * 
 * @minItems 1
 */
items: FeatureItem[]
}
export interface FeatureItem {
icon?: IconName
title: Text
text: RichText
href?: Link
}
/**
 * Opening hours, grouped by clinic or section.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "timingsBlock".
 */
export interface TimingsBlock {
/**
 * Which kind of block this is: "timings". Opening hours, grouped by clinic or section.
 */
type: "timings"
heading: Text
intro?: RichText
/**
 * Which opening hours to show, one table each, in order, by their name in the site's opening hours (e.g. Physiotherapy). Change the hours themselves there.
 * 
 * @minItems 1
 */
hours: HoursName[]
/**
 * Optional: how many days ahead holidays and special hours are shown under the tables (30 when left out). Those on today always show.
 */
upcomingDays?: number
cta?: NavLink
}
/**
 * A notice shown where it is placed, from one moment until another.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "noticeBlock".
 */
export interface NoticeBlock {
/**
 * Which kind of block this is: "notice". A notice shown where it is placed, from one moment until another.
 */
type: "notice"
text: RichText
from: LocalMoment
until: LocalMoment
/**
 * information (calm) or important (stands out). information when left out.
 */
level?: ("information" | "important")
link?: NavLink
}
/**
 * Patient reviews as tabs, one shown at a time, each with a star rating.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "testimonialsBlock".
 */
export interface TestimonialsBlock {
/**
 * Which kind of block this is: "testimonials". Patient reviews as tabs, one shown at a time, each with a star rating.
 */
type: "testimonials"
heading: Text
/**
 * The reviews, in the order of their tabs.
 * 
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
/**
 * Which kind of block this is: "stats". Big numbers with a caption, e.g. 17+ years of experience.
 */
type: "stats"
heading?: Text
/**
 * The numbers, in order.
 * 
 * @minItems 1
 */
items: StatItem[]
}
export interface StatItem {
number: Text
title: Text
}
/**
 * A band inviting the visitor to act, with a button.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "callToActionBlock".
 */
export interface CallToActionBlock {
/**
 * Which kind of block this is: "callToAction". A band inviting the visitor to act, with a button.
 */
type: "callToAction"
title: Text
text?: Text
cta: NavLink
image?: ImagePath
}
/**
 * The contact form (name, email, phone, subject, message), sent by email through the settings in site.emailjs.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "contactFormBlock".
 */
export interface ContactFormBlock {
/**
 * Which kind of block this is: "contactForm". The contact form (name, email, phone, subject, message), sent by email through the settings in site.emailjs.
 */
type: "contactForm"
heading: Text
intro?: RichText
submitLabel: Text
}
/**
 * Cards with the clinic's phone numbers, email and address (from site.contact), and the embedded map if site.contact.mapEmbedUrl is set.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "contactDetailsBlock".
 */
export interface ContactDetailsBlock {
/**
 * Which kind of block this is: "contactDetails". Cards with the clinic's phone numbers, email and address (from site.contact), and the embedded map if site.contact.mapEmbedUrl is set.
 */
type: "contactDetails"
heading: Text
intro?: RichText
mapTitle?: Text
}
/**
 * The appointment request form beside the clinic's contact information. It sends nothing unless emailTemplateId is set.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "appointmentFormBlock".
 */
export interface AppointmentFormBlock {
/**
 * Which kind of block this is: "appointmentForm". The appointment request form beside the clinic's contact information. It sends nothing unless emailTemplateId is set.
 */
type: "appointmentForm"
heading: Text
intro?: RichText
/**
 * Choices for Reason for Visit.
 * 
 * @minItems 1
 */
reasons: Text[]
defaultReason: Text
/**
 * Choices for Department.
 * 
 * @minItems 1
 */
departments: Text[]
defaultDepartment: Text
submitLabel: Text
/**
 * Switches online requests on: the EmailJS template that receives them (the service id and public key come from site.emailjs). Leave out and the form sends nothing: Submit shows messages.notTaken.
 */
emailTemplateId?: string
/**
 * Optional: which opening hours can be requested, by their name in the site's opening hours; with several, any time one of them is open. Shown under Preferred Time; when requests are on, a closed day or a time outside the day's hours is refused with messages.dayClosed or messages.timeOutsideHours.
 */
hours?: HoursName[]
messages: AppointmentMessages
}
/**
 * Everything the appointment form says to visitors: the messages beside fields in error, and what it says after Submit.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "appointmentMessages".
 */
export interface AppointmentMessages {
notTaken: Text
nameMissing: Text
phoneInvalid: Text
dateMissing: Text
datePast: Text
dayClosed: Text
timeOutsideHours: Text
timePast: Text
sent: Text
sentAlert: Text
failed: Text
}
/**
 * A grid of pictures. Optionally filter buttons by category, and a viewer (lightbox) that opens a picture large.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "galleryBlock".
 */
export interface GalleryBlock {
/**
 * Which kind of block this is: "gallery". A grid of pictures. Optionally filter buttons by category, and a viewer (lightbox) that opens a picture large.
 */
type: "gallery"
heading?: Text
intro?: RichText
/**
 * The pictures, in the order they appear.
 * 
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
alt: AltText
category?: Text
}
/**
 * Staff profiles: photo, name, role, a few words and social links.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "peopleBlock".
 */
export interface PeopleBlock {
/**
 * Which kind of block this is: "people". Staff profiles: photo, name, role, a few words and social links.
 */
type: "people"
heading?: Text
intro?: RichText
/**
 * The profiles, in order.
 * 
 * @minItems 1
 */
people: Person[]
}
export interface Person {
image: ImagePath
name: Text
designation: Text
description: RichText
/**
 * Optional links to their social media pages.
 */
social?: SocialLink[]
}
/**
 * Doctor cards with a filter by category (All, then each category found in the list). A card's photo opens large; its link goes to the doctor's page.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "doctorDirectoryBlock".
 */
export interface DoctorDirectoryBlock {
/**
 * Which kind of block this is: "doctorDirectory". Doctor cards with a filter by category (All, then each category found in the list). A card's photo opens large; its link goes to the doctor's page.
 */
type: "doctorDirectory"
heading?: Text
intro?: RichText
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
 * The doctor cards, in order. The filter buttons come from the categories used here.
 * 
 * @minItems 1
 */
doctors: DoctorCard[]
}
export interface DoctorCard {
image: ImagePath
department: Text
name: Text
designation: Text
description: RichText
/**
 * Optional links to the doctor's social media pages.
 */
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
/**
 * Which kind of block this is: "doctorProfile". One doctor's page: photo, department, contact, weekly schedule, degrees, experience, awards and social links.
 */
type: "doctorProfile"
background: ImagePath
image: Image
name: Text
department: Text
designation: Text
description: RichText
/**
 * Optional links to the doctor's social media pages.
 */
social?: SocialLink[]
/**
 * Contact lines shown with an icon each, e.g. the phone number, email and clinic.
 */
contactInfo: ContactInfoItem[]
hours: HoursName
/**
 * Degrees, each with its institution and year.
 */
degrees: Credential[]
/**
 * Earlier posts, each with the place and years.
 */
experiences: Credential[]
/**
 * Awards and honours, each with who gave it and when.
 */
awards: Credential[]
}
export interface ContactInfoItem {
icon: IconName
title?: Text
}
/**
 * One line of a doctor's record: a degree, a post or an award, with an optional second line.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "credential".
 */
export interface Credential {
title: Text
subtitle?: Text
}
/**
 * A text in each of the site's languages, keyed by language code (en, gu, hi). The first language's text must be there; a language left out shows that text.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "translations".
 */
export interface Translations {
[k: string]: PlainText
}
/**
 * A rich text in each of the site's languages, keyed by language code (en, gu, hi). The first language's text must be there; a language left out shows that text.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "richTranslations".
 */
export interface RichTranslations {
[k: string]: PlainRichText
}
/**
 * A picture's text alternative in each of the site's languages, keyed by language code. The first language's text must be there.
 * 
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "altTranslations".
 */
export interface AltTranslations {
[k: string]: PlainText
}
