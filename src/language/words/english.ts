/*
 * The words the engine writes itself, not site.json, in English word for word as the site has always
 * said them. Each other language's table gives the same names (`EngineWords`). They come in groups by
 * where they show, so that an island is given only the groups it draws (its descriptor's `island.words`).
 */

/** The frame of every page: skip link, menu, panels, breadcrumb, footer, the 404 and error pages. */
const layout = {
  skipToContent: "Skip to content",
  mainMenu: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  contactDetails: "Contact details",
  closeContactPanel: "Close contact panel",
  contact: "Contact",
  followUs: "Follow us",
  searchDoctorsLabel: "Search doctors",
  searchDoctors: "Search Doctors",
  search: "Search",
  breadcrumb: "Breadcrumb",
  home: "Home",
  quickLinks: "Quick Links",
  services: "Services",
  aboutSite: "About {name}",
  newsletterEmail: "Email address for the newsletter",
  language: "Language",
  pageNotFound: "Page not found",
  notFound: "This page could not be found.",
  backToHome: "Back To Home",
  somethingWentWrong: "Something went wrong",
  notice: "Notice",
  importantNotice: "Important notice",
  pageNotShown: "This page could not be shown. Please try again, or start from the home page.",
};

/** Fixed words of blocks drawn without script. */
const blocks = {
  phone: "Phone",
  email: "Email",
  location: "Location",
  mapOfClinic: "Map showing where {name} is",
  factsAndFigures: "Facts and figures",
  portraitOf: "Portrait of {name}",
  appointmentSchedule: "Appointment Schedule",
  day: "Day",
  time: "Time",
  degrees: "Degrees",
  experience: "Experience",
  awards: "Awards",
  specialHours: "Holidays and special hours",
};

/** A social network's link, read out. */
const social = {
  onSocialNetwork: "{owner} on {network}",
};

/** Weekday names, as opening hours and the appointment form's messages write them. */
const weekdays = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** A star rating, read out. */
const rating = {
  ratedOutOf5: "Rated {rating} out of 5",
};

/** The hero slider's and the carousel's controls. */
const slides = {
  highlights: "Highlights",
  slideOfCount: "{number} of {count}",
  pauseSlides: "Pause slides",
  playSlides: "Play slides",
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  showSlide: "Show slide {number}",
  cards: "Cards",
  previousCards: "Previous cards",
  nextCards: "Next cards",
  pauseMovingCards: "Pause moving cards",
  playMovingCards: "Play moving cards",
  inSection: "{words} in {section}",
};

/** A category filter over doctors or pictures, and the picture viewer they open. */
const pictures = {
  all: "All",
  showDoctorsIn: "Show doctors in",
  showPicturesOf: "Show pictures of",
  showingAll: "Showing all {count} {items}",
  showingSome: "Showing {shown} of {count} {items}",
  doctor: "doctor",
  doctors: "doctors",
  picture: "picture",
  pictures: "pictures",
  viewLarger: "View larger: ",
  viewLargerPhoto: "View larger photo: ",
  viewProfile: "View profile",
  viewProfileOf: "View profile: {name}",
  pictureViewer: "Picture viewer",
  openingPictureViewer: "Opening the picture viewer",
  loadingPicture: "Loading picture",
  zoomOut: "Zoom out",
  zoomIn: "Zoom in",
  rotate: "Rotate 90 degrees clockwise",
  closePictureViewer: "Close picture viewer",
  previousPicture: "Previous picture",
  nextPicture: "Next picture",
  pictureNotLoaded: "This picture could not be loaded.",
};

/** Words both forms use. */
const forms = {
  nameLabel: "Name",
  phoneNumberLabel: "Phone Number",
  phoneHint: "10 digits, starting with 6, 7, 8 or 9.",
  leaveEmpty: "Leave this field empty",
  requestReceived:
    "Your request {reference} reached the clinic. We will call you back; quote {reference} if you call us.",
  requestFieldsRefused:
    "The clinic could not take this request: please look at the fields marked below. Nothing you typed is lost.",
  choiceNotOffered: "Please choose one of the choices shown.",
  fieldTooLong: "This is longer than the form takes.",
  requestUnavailable:
    "The clinic's server could not take your request just now. What you typed is still here: try again in a moment, or call us on {phone} or message us on WhatsApp.",
  requestTooMany:
    "Too many requests came from your connection just now. Please wait a few minutes and try again, or call us on {phone}.",
  requestNotShownHuman:
    "The clinic could not tell this request from an automatic one. Please try again, or call us on {phone}.",
  messagesNotTaken: "This form does not send messages online. Please call us on {phone} or message us on WhatsApp.",
  requestNotice:
    "We keep what you write here to call you back about this request, and erase it {days} days after it is closed. To see it, correct it or have it erased sooner, write to {contact}.",
  offersConsent: "Also send me health tips and offers (optional).",
};

/** The contact form's labels, checks and alerts (SPEC.md §5 and §8). */
const contactForm = {
  emailLabel: "Email",
  subjectLabel: "Subject",
  messageLabel: "Message",
  messageHint: "Between 10 and 300 words.",
  nameMissing: "Please enter your name",
  emailInvalid: "Invalid email address",
  phoneInvalid: "Enter a valid 10-digit Indian number",
  subjectTooShort: "Subject must be at least 10 characters",
  messageLength: "Message must be between 10 and 300 words",
  emailSent: "Email sent successfully!",
  emailFailed: "Error sending email. Please try again.",
};

/** The appointment form's labels, its date picker and how it writes the hours it takes. */
const appointmentForm = {
  contactInformation: "Contact Information",
  medicalRecordNumberLabel: "Medical Record Number",
  preferredDateLabel: "Preferred Date",
  preferredTimeLabel: "Preferred Time",
  departmentLabel: "Department",
  reasonLabel: "Reason for Visit",
  clearDate: "Clear the date",
  datePlaceholder: "dd/mm/yyyy",
  previousMonth: "Previous Month",
  nextMonth: "Next Month",
  chooseDay: "Choose",
  dayNotAvailable: "Not available",
  fromTo: "{from} to {to}",
  listAnd: "{list} and {last}",
  dayToDay: "{first} to {last}",
  closedOnDate: "We are closed on {date}. Please choose another day.",
  hoursOnDate: "On {date} we see patients {hours} only. Please choose a time then.",
  closedOnDates: "Closed {dates}.",
};

/** The footer's newsletter sign-up where the clinic's server keeps the list, and its answer pages. */
const newsletter = {
  newsletterNotice: "Health tips from the clinic by e-mail, now and then. Each e-mail has a link to stop them.",
  newsletterJoined: "{email} is on the clinic's list for health tips by e-mail.",
  newsletterLeaveAnyTime: "You can come off the list at any time:",
  newsletterLeaveAsk: "Take {email} off the clinic's list of health tips?",
  newsletterLeaveButton: "Take me off the list",
  newsletterLeft: "{email} is off the list. The clinic will send it nothing more.",
  newsletterUnknownLink: "This link is for an address that is no longer on the list.",
  newsletterNotTaken: "The list could not take this just now. Please try again in a few minutes.",
  backToSite: "Back to the website",
};

export const englishWordGroups = {
  layout,
  blocks,
  social,
  weekdays,
  rating,
  slides,
  pictures,
  forms,
  contactForm,
  appointmentForm,
  newsletter,
};

export type WordGroup = keyof typeof englishWordGroups;

type NamesIn<Group> = Group extends unknown ? keyof Group : never;

export type EngineWordName = NamesIn<(typeof englishWordGroups)[WordGroup]>;

export const englishWords = Object.assign({}, ...Object.values(englishWordGroups)) as Record<EngineWordName, string>;

/** A table of the engine's words in one language: every name, each with its words. */
export type EngineWords = Record<EngineWordName, string>;
