import { UTR_MESSAGE } from '../../lib/forms/fee-payment';
import { isFormLanguage, type FormLanguage } from '../../lib/forms/texts/types';
import { documentUpload, formatBytes, MAX_UPLOAD_BYTES } from '../../lib/forms/uploads';

/*
 * What the school writes to a family, in the language of the form it sent (issue 35, stored with the submission): the
 * acknowledgement, the journey's mails, the application page's frame and the status look-up's answer. The status
 * words an editor keeps are in content/status-messages.yml and content/mr/status-messages.yml; these are the code's.
 * Numbers, amounts, phone numbers and references stay in Latin digits; dates are written with `locale`.
 */

/** What a family's post on its page came to: a document sent, a visit booked, or why nothing was kept. */
export type JourneyNoticeWords = {
  uploaded: string;
  booked: string;
  moved: string;
  cancelled: string;
  'wrong-type': string;
  'too-large': string;
  'no-file': string;
  accepted: string;
  unknown: string;
  full: string;
  closed: string;
  same: string;
  'no-slot': string;
  'no-booking': string;
  ended: string;
  broken: string;
};

/** Why the family's step on the offer or payment cannot be taken now ({utr}: the transaction ID being checked). */
export interface OfferProblemWords {
  noOffer: Line;
  acceptedAlready: Line;
  declinedAlready: Line;
  replyPassed: Line;
  noFees: Line;
  noPayment: Line;
  paidAlready: Line;
  checking: Line;
  utrTaken: Line;
}

/** `{child}` is the child's name as the form gave it, `{reference}` the application's reference, and so on. */
type Line = (values: Record<string, string>) => string;

export interface FamilyWords {
  /** Intl's locale for dates: Marathi months, Latin digits. */
  locale: string;
  /** `<html lang>` of a page in this language. */
  htmlLang: string;
  greeting: { parent: string; named: Line; anonymous: string };
  signOff: { regards: string; office: string };
  acknowledgement: { subject: Line; received: Line; reference: Line; reply: string };
  /** The acknowledgement's and the link mail's lines about the family's page ({url}, {days}, {reference}). */
  pageLink: { follow: string; lasts: Line };
  /** The last lines of a journey mail, before the link ({child}, {reference}). */
  pageOfApplication: Line;
  linkMail: { subject: Line; asked: Line; renewed: Line; revoked: Line; ignore: Line };
  /** The office's note in a mail ({note}). */
  officeNote: Line;
  page: {
    title: string;
    heading: Line;
    sentOn: Line;
    status: Line;
    next: string;
    stands: string;
    letters: string;
    noLetters: string;
    documentsFor: Line;
    documentsIntro: string;
    about: string;
    aboutText: Line;
    renewQuestion: string;
    renewButton: string;
    states: { done: string; current: string; upcoming: string; ended: string };
    renewedTitle: string;
    renewedHeading: string;
    renewedText: string;
    refusedTitle: string;
    refusedHeading: string;
    refusedText: string;
    refusedAsk: { before: string; link: string; after: string };
  };
  /** A post on the family's page that could not be answered with the page itself (too many, unreadable, our failure). */
  stepFailed: { title: string; tooMany: string; ourSide: string; unreadable: string; ourSideQuoting: Line };
  /** The page that answers a form sent without JavaScript (core/result-page.ts, issue 37); its headings are the forms' own messages. */
  result: {
    /** After the form is stored ({form}: its name as the acknowledgement says it). */
    reached: Line;
    thanks: string;
    mailed: string;
    notStored: string;
    ourSide: string;
    someToCorrect: string;
    sendLater: string;
    correctBelow: string;
    goBack: string;
    correctHeading: string;
    chooseFileAgain: string;
    /** After the consent box's label. */
    agree: string;
    keptHeading: string;
    sendAgain: string;
    back: string;
  };
  /** The documents checklist and the visit on the family's page (admissions/journey-sections.ts, journey.ts). */
  journey: {
    /** What a post on the page came to (the `done` of the address it is sent back to). */
    notices: JourneyNoticeWords;
    documentsIntro: string;
    missing: string;
    sent: Line;
    accepted: Line;
    rejected: Line;
    sendAgain: string;
    chooseFile: Line;
    chooseNewFile: Line;
    /** Under a document's file field (documentUpload's hint). */
    hint: string;
    upload: string;
    visitHeading: string;
    moveLegend: string;
    moveButton: string;
    noOtherTime: string;
    /** {when} is escaped HTML. */
    booked: Line;
    comeWithChild: string;
    cancelButton: string;
    noTimes: string;
    chooseIntro: string;
    chooseLegend: string;
    bookButton: string;
    seatsLeft: Line;
    /** The timeline's words for the documents and the visit, and what to do next. */
    allAccepted: string;
    documentsNeeded: Line;
    toUpload: Line;
    toSendAgain: Line;
    waiting: Line;
    visitBooked: Line;
    uploadAgain: Line;
    officeSays: Line;
    notAccepted: string;
    uploadMissing: Line;
    chooseVisit: string;
  };
  /** The offer, the payment and the receipt on the family's page (admissions/offer-page.ts), and its steps' answers. */
  offerPage: {
    notices: { 'offer-accepted': string; 'offer-declined': string; 'utr-entered': string };
    offeredOutcome: Line;
    waitlistedOutcome: Line;
    acceptedOn: Line;
    declinedOn: Line;
    paidOutcome: Line;
    offerHeading: string;
    offer: Line;
    offerForYear: Line;
    /** {date} is escaped HTML. */
    replyBy: Line;
    accept: string;
    decline: string;
    afterAccept: string;
    replyPassed: Line;
    waitlistHeading: string;
    /** {child} is escaped HTML. */
    waitlist: Line;
    paymentHeading: string;
    feeStructure: string;
    total: string;
    payHeading: string;
    payIntro: Line;
    qrTitle: Line;
    payButton: Line;
    payee: Line;
    afterPaying: string;
    utrLabel: string;
    utrHint: string;
    utrWrong: string;
    sendUtr: string;
    enteredHeading: string;
    entered: Line;
    paymentStates: { submitted: string; confirmed: string; rejected: string };
    receiptHeading: string;
    /** {number} is escaped HTML. */
    receipt: Line;
    downloadReceipt: string;
    stale: string;
    chooseAnswer: string;
    /** Why a step cannot be taken now (admissions/offers.ts OfferProblem). */
    problems: OfferProblemWords;
  };
  lookup: {
    /** "Send me my link again": the one answer, whether or not the reference exists; and a reference that cannot be one. */
    linkResent: string;
    linkBadReference: string;
    linkTitle: string;
    back: string;
    reference: Line;
    status: Line;
    another: string;
    home: string;
    resend: string;
    checkBoth: string;
  };
  documents: {
    acceptedSubject: Line;
    accepted: Line;
    allAccepted: string;
    someAccepted: Line;
    rejectedSubject: Line;
    rejected: Line;
    reason: Line;
    sendAgain: string;
  };
  visits: {
    booked: { subject: string; text: Line; calendar: string };
    moved: { subject: string; text: Line; movedFrom: Line; calendar: string };
    cancelled: { subject: string; text: Line; again: string };
    cancelledBySchool: { subject: string; text: Line; again: string };
    reminder: { subject: string; text: Line; cannotCome: string };
    /** A visit's time and place ({day}, {starts}, {ends}, {place}). */
    slot: Line;
  };
  offer: {
    /** The class and academic year applied for (without a year, the class alone). */
    place: Line;
    offeredSubject: Line;
    offered: Line;
    replyBy: Line;
    waitlistedSubject: Line;
    waitlisted: Line;
    waitlistedNothing: string;
    notOfferedSubject: Line;
    notOffered: Line;
    talk: Line;
    acceptedSubject: Line;
    accepted: Line;
    amount: Line;
    howToPay: Line;
    declinedSubject: Line;
    declined: Line;
    mistake: Line;
    utrSubject: Line;
    utr: Line;
    utrNext: string;
    utrRejectedSubject: Line;
    utrRejected: Line;
    officeSays: Line;
    utrAgain: Line;
    receiptSubject: Line;
    receipt: Line;
    receiptAttached: Line;
    receiptNext: string;
  };
}

const en: FamilyWords = {
  locale: 'en-IN',
  htmlLang: 'en-IN',
  greeting: { parent: 'Dear Parent,', named: ({ name }) => `Dear ${name},`, anonymous: 'Hello,' },
  signOff: { regards: 'With regards,', office: 'The Admissions Office' },
  acknowledgement: {
    subject: ({ form, reference }) => `We have received your ${form} (reference ${reference})`,
    received: ({ school, form }) => `Thank you for contacting ${school}. We have received your ${form}.`,
    reference: ({ reference }) => `Your reference number is ${reference}. Please quote it if you call or write to us.`,
    reply: 'The school office will get back to you within two working days.',
  },
  pageLink: {
    follow: 'Follow your application on its own page (no password needed; please do not share the link):',
    lasts: ({ days, reference }) =>
      `The link works for ${days} days. For a new one, use "Send me my link again" on the Track your application page, with reference ${reference}.`,
  },
  pageOfApplication: ({ child, reference }) => `Everything about the application of ${child} (reference ${reference}) is on its own page:`,
  linkMail: {
    subject: ({ reference }) => `The page of your application ${reference}`,
    asked: ({ child, reference }) => `You asked for a new link to the page of the application for ${child} (reference ${reference}).`,
    renewed: ({ child, reference }) =>
      `As you asked on its page, every earlier link to the page of the application for ${child} (reference ${reference}) has stopped working. This is the new one.`,
    revoked: ({ child, reference }) =>
      `The school office has stopped every earlier link to the page of the application for ${child} (reference ${reference}). This is the new one.`,
    ignore: ({ phone }) => `If you did not ask for it, you can ignore this e-mail; the link only ever goes to this address. Questions? Call us on ${phone}.`,
  },
  officeNote: ({ note }) => `Note from the school office: ${note}`,
  page: {
    title: 'Your application',
    heading: ({ child }) => `Application of ${child}`,
    sentOn: ({ reference, date }) => `Reference <strong>${reference}</strong> · sent on ${date}`,
    status: ({ status, date }) => `Status: <strong>${status}</strong>, since ${date}.`,
    next: 'What to do next',
    stands: 'Where your application stands',
    letters: 'Messages from the school office',
    noLetters: 'The office has not written to you yet. When it does, its messages appear here too.',
    documentsFor: ({ studentClass }) => `Documents for ${studentClass}`,
    documentsIntro: 'The school needs these documents before the admission is final; please keep them ready.',
    about: 'About this page',
    aboutText: ({ date, phone }) => `This page is private to your family: anyone with its address can read it, so please do not share it. The link works until
${date}; you can ask for a new one on the "Track your application" page at any time.
Questions? Call the school office on ${phone}, quoting the reference number.`,
    renewQuestion:
      'Has someone else seen a link to this page? Stop every link sent so far (this one too), and we e-mail a new one to the address in your application.',
    renewButton: 'Stop the earlier links and e-mail me a new one',
    states: { done: 'done', current: 'now', upcoming: 'still to come', ended: 'not reached' },
    renewedTitle: 'Links stopped',
    renewedHeading: 'The earlier links no longer work',
    renewedText: `Every link to your application's page sent so far, the one you used too, has stopped working. A new link is on its way
to the e-mail address in your application; please use that one from now on.`,
    refusedTitle: 'Link not valid',
    refusedHeading: 'This link does not work',
    refusedText: "The link may have expired or been copied incompletely. For your child's privacy, we show nothing without a valid link.",
    refusedAsk: { before: 'Please ask for a new link on the ', link: 'Track your application', after: ' page, with your reference number.' },
  },
  stepFailed: {
    title: 'Not done',
    tooMany: 'Too many attempts from your network. Please wait a minute and try again.',
    ourSide: 'Something went wrong on our side and nothing was changed. Please go back and try again in a few minutes.',
    unreadable: 'The form could not be read. Please go back and try again.',
    ourSideQuoting: ({ id }) => `Something went wrong on our side; nothing was lost. Please go back and try again, or call the school office quoting ${id}.`,
  },
  result: {
    reached: ({ form }) => `Your ${form} has reached the school office.`,
    thanks: 'Thank you.',
    mailed: 'We have also sent a confirmation e-mail. Please quote the reference number if you contact the school office.',
    notStored: 'A problem on our side stopped us from storing it, and nothing was kept.',
    ourSide: 'Something went wrong on our side. Please try again in a few minutes.',
    someToCorrect: 'Some answers need correcting:',
    sendLater: 'Nothing was saved. Please go back and send the form again in a few minutes; your browser usually keeps what you typed.',
    correctBelow: 'Nothing was saved yet. Correct the answers below and send the form again; everything else you typed is kept.',
    goBack: 'Nothing was saved. Please go back, correct the form and send it again; your browser usually keeps what you typed.',
    correctHeading: 'Correct and send again',
    chooseFileAgain: 'Please choose the file again: a form that is sent back keeps no file.',
    agree: 'I agree',
    keptHeading: 'Your other answers, kept',
    sendAgain: 'Send the form again',
    back: 'Back to the form',
  },
  journey: {
    notices: {
      uploaded: 'Thank you: your document has arrived. The admissions office will check it and you will see its answer here (and by e-mail).',
      booked: 'Your visit is booked. The confirmation, with a calendar invitation, is on its way by e-mail.',
      moved: 'Your visit is moved to the new time. The new invitation is on its way by e-mail.',
      cancelled: 'Your visit is cancelled and its seat given back. You can choose another time below.',
      'wrong-type': `Nothing was kept: ${documentUpload.wrongType} Please choose another file.`,
      'too-large': `Nothing was kept: the file is larger than ${formatBytes(MAX_UPLOAD_BYTES)}. Please send a smaller photo or scan.`,
      'no-file': 'Nothing was kept: please choose a file before pressing Upload.',
      accepted: 'This document is already accepted by the office; there is nothing more to send for it.',
      unknown: "Nothing was kept: your child's class does not need this document.",
      full: 'Sorry, the last seat at that time has just been taken. Nothing was changed; please choose another time.',
      closed: 'That time can no longer be booked (it has passed or the school cancelled it). Nothing was changed; please choose another time.',
      same: 'Your visit is already at that time; nothing was changed.',
      'no-slot': 'Please choose a time before pressing the button.',
      'no-booking': 'There is no booked visit to cancel.',
      ended: 'This application is closed, so nothing can be uploaded or booked on it any more.',
      broken: 'The form could not be read. Please try again.',
    },
    documentsIntro: 'Upload a clear photo or scan of each document; the office checks each one. You can keep the originals: bring them when the office asks.',
    missing: 'Not sent yet.',
    sent: ({ date, name }) => `Sent on ${date} (${name}); waiting for the office's check.`,
    accepted: ({ date }) => `Accepted by the office on ${date}.`,
    rejected: ({ reason }) => `Not accepted: ${reason}`,
    sendAgain: 'Please send it again.',
    chooseFile: ({ title }) => `Choose the file for "${title}"`,
    chooseNewFile: ({ title }) => `Choose a new file for "${title}"`,
    hint: documentUpload.hint,
    upload: 'Upload',
    visitHeading: 'Your visit to the school',
    moveLegend: 'Move to another time',
    moveButton: 'Move my visit',
    noOtherTime: 'No other time is open just now.',
    booked: ({ when }) => `Your visit is booked: <strong>${when}</strong>.`,
    comeWithChild: 'Please come with your child.',
    cancelButton: 'Cancel my visit',
    noTimes: 'The school has not opened any visit times just now. We will write to you when it does.',
    chooseIntro: 'The school meets each family before deciding on a seat. Please choose a time that suits you; you can move or cancel it here later.',
    chooseLegend: 'Choose a time',
    bookButton: 'Book this visit',
    seatsLeft: ({ count }) => `${count} seat${count === '1' ? '' : 's'} left`,
    allAccepted: 'all accepted',
    documentsNeeded: ({ parts }) => `documents needed: ${parts}`,
    toUpload: ({ count }) => `${count} to upload`,
    toSendAgain: ({ count }) => `${count} to send again`,
    waiting: ({ count }) => `${count} waiting for the office's check`,
    visitBooked: ({ when }) => `visit booked: ${when}`,
    uploadAgain: ({ list }) => `Please upload again, below: ${list}.`,
    officeSays: ({ title, reason }) => `${title} (the office says: ${reason})`,
    notAccepted: 'not accepted',
    uploadMissing: ({ list }) => `Please upload, below: ${list}.`,
    chooseVisit: 'Please choose a time for your visit to the school, below.',
  },
  offerPage: {
    notices: {
      'offer-accepted': 'Thank you: you have accepted the seat. The admission payment and how to pay it are below; we have e-mailed them to you too.',
      'offer-declined': 'You have declined the seat. We have e-mailed you a confirmation.',
      'utr-entered': 'Thank you: we have your transaction ID. The office will match it with the bank statement and e-mail you the receipt.',
    },
    offeredOutcome: ({ date }) => `Offered a seat, reply by ${date}`,
    waitlistedOutcome: ({ position }) => `On the waiting list, number ${position}`,
    acceptedOn: ({ date }) => `Accepted on ${date}`,
    declinedOn: ({ date }) => `Declined on ${date}`,
    paidOutcome: ({ number }) => `Paid, receipt ${number}`,
    offerHeading: 'Your offer of a seat',
    offer: ({ child, studentClass }) => `We offer ${child} a seat in ${studentClass}.`,
    offerForYear: ({ child, studentClass, year }) => `We offer ${child} a seat in ${studentClass} for ${year}.`,
    replyBy: ({ date }) => `Please reply by <strong>${date}</strong>.`,
    accept: 'Accept the seat',
    decline: 'Decline the seat',
    afterAccept: 'After you accept, this page shows the admission payment and how to pay it by UPI.',
    replyPassed: ({ phone }) => `The reply-by date has passed. Please call the school office on ${phone} if you still want the seat.`,
    waitlistHeading: 'Waiting list',
    waitlist: ({ child, position }) => `${child} is <strong>number ${position}</strong> on the waiting list. We will write to you as soon as a seat is free.`,
    paymentHeading: 'Admission payment',
    feeStructure: "From the school's approved fee structure",
    total: 'Total',
    payHeading: 'Pay by UPI',
    payIntro: ({ reference }) =>
      `Scan the code with any UPI app (BHIM, Google Pay, PhonePe, Paytm or your bank's), or on this phone use the button. The amount and the reference ${reference} are filled in.`,
    qrTitle: ({ amount, payee, id }) => `UPI QR code to pay ${amount} to ${payee} (${id})`,
    payButton: ({ amount }) => `Pay ${amount} with a UPI app`,
    payee: ({ payee, id }) => `Payee: ${payee}, UPI ID ${id}.`,
    afterPaying: 'After paying',
    utrLabel: 'UPI transaction ID (UTR)',
    utrHint: UTR_MESSAGE.replace(/^Please enter/, 'Enter'),
    utrWrong: UTR_MESSAGE,
    sendUtr: 'Send the transaction ID',
    enteredHeading: 'Transaction IDs you entered',
    entered: ({ utr, date, state }) => `${utr} on ${date}: ${state}`,
    paymentStates: { submitted: 'being checked by the office', confirmed: 'confirmed', rejected: 'not matched' },
    receiptHeading: 'Receipt',
    receipt: ({ number, date }) => `Receipt No. <strong>${number}</strong>, ${date}.`,
    downloadReceipt: 'Download the receipt (PDF)',
    stale: 'This page had changed since you opened it (the office may have written), so nothing was saved. Please look at it again below.',
    chooseAnswer: 'Please choose Accept or Decline.',
    problems: {
      noOffer: () => 'There is no offer of a seat to answer.',
      acceptedAlready: () => 'You have accepted this offer already.',
      declinedAlready: () => 'You have declined this offer already.',
      replyPassed: () => 'The reply-by date of this offer has passed. Please call the school office.',
      noFees: () => 'The fees for this class are not published yet. Please call the school office to accept the offer.',
      noPayment: () => 'There is no admission payment due on this application.',
      paidAlready: () => 'The admission payment is confirmed already; the receipt is on this page.',
      checking: ({ utr }) => `The office is checking the transaction ID ${utr} already. Please wait for its answer.`,
      utrTaken: () => 'This transaction ID has been entered for a payment already. Please check it against your payment app.',
    },
  },
  lookup: {
    linkResent:
      'If this reference number belongs to an application, we have sent a new link to its page to the e-mail address given in the form. Please check your inbox (and spam folder) in a few minutes.',
    linkBadReference: 'Please enter the reference number from our e-mail, e.g. ADM-20261121-7KQ2XD.',
    linkTitle: 'Your application link',
    back: 'Back to Track your application',
    reference: ({ reference }) => `Reference <strong>${reference}</strong>`,
    status: ({ status, date }) => `Status: <strong>${status}</strong>, since ${date}.`,
    another: 'Look up another application',
    home: 'Home page',
    resend: 'Send me my link again',
    checkBoth: 'Please check the reference number and the e-mail address or phone number.',
  },
  documents: {
    acceptedSubject: ({ title }) => `Document accepted: ${title}`,
    accepted: ({ title, child }) => `The admissions office has checked and accepted the document "${title}" that you sent for ${child}.`,
    allAccepted: 'Every document the school needs is accepted now. Thank you.',
    someAccepted: ({ accepted, total }) => `${accepted} of ${total} documents are accepted; your page shows what is still needed.`,
    rejectedSubject: ({ title }) => `Please send again: ${title}`,
    rejected: ({ title, child }) => `The admissions office could not accept the document "${title}" that you sent for ${child}.`,
    reason: ({ reason }) => `The reason: ${reason}`,
    sendAgain: "Please upload it again on your application's page (a clear photo or scan, or a PDF).",
  },
  visits: {
    booked: {
      subject: 'Your visit to the school is booked',
      text: ({ child, when }) => `Your visit with ${child} is booked: ${when}.`,
      calendar: "The attached invitation (visit.ics) puts it in your calendar. You can move or cancel it on your application's page.",
    },
    moved: {
      subject: 'Your visit to the school is moved',
      text: ({ from, when }) => `Your visit is moved${from} to: ${when}.`,
      movedFrom: ({ when }) => ` from ${when}`,
      calendar: 'The attached invitation (visit.ics) replaces the earlier one in your calendar.',
    },
    cancelled: {
      subject: 'Your visit to the school is cancelled',
      text: ({ when }) => `Your visit of ${when} is cancelled, as you asked, and its seat given back.`,
      again: "You can choose another time on your application's page.",
    },
    cancelledBySchool: {
      subject: 'The school has cancelled your visit time',
      text: ({ when }) => `We are sorry: the school has had to cancel the visit time ${when}.`,
      again: "Please choose another time on your application's page.",
    },
    reminder: {
      subject: 'Reminder: your visit to the school tomorrow',
      text: ({ child, when }) => `A reminder of your visit tomorrow with ${child}: ${when}.`,
      cannotCome: "If you cannot come, please move or cancel it on your application's page, so that another family can have the seat.",
    },
    slot: ({ day, starts, ends, place }) => `${day}, ${starts} to ${ends}, ${place}`,
  },
  offer: {
    place: ({ studentClass, year }) => `${studentClass} for the academic year ${year}`,
    offeredSubject: ({ child }) => `A seat is offered to ${child}`,
    offered: ({ child, place }) => `We are glad to offer ${child} a seat in ${place}.`,
    replyBy: ({ date }) =>
      `Please accept or decline the offer on your application's page by ${date}. If we do not hear from you by then, the seat may go to another family.`,
    waitlistedSubject: ({ child, position }) => `${child} is on the waiting list, number ${position}`,
    waitlisted: ({ child, place, position }) => `${child} is on the waiting list for ${place}, at number ${position}.`,
    waitlistedNothing: 'We will write to you as soon as a seat is free. You do not need to do anything now.',
    notOfferedSubject: ({ child }) => `Your application for ${child}`,
    notOffered: ({ child, place }) => `We are sorry that we cannot offer ${child} a seat in ${place} this time.`,
    talk: ({ phone }) => `If you would like to talk about it, please call the school office on ${phone}.`,
    acceptedSubject: ({ child }) => `You accepted the seat for ${child}`,
    accepted: ({ child, place }) => `Thank you: you have accepted the seat for ${child} in ${place}.`,
    amount: ({ amount }) => `The admission payment is ${amount}:`,
    howToPay: ({ reference }) =>
      `Please pay it by UPI from your application's page (the QR code or the button there), then enter the transaction ID (UTR) from your payment app on the same page. The reference ${reference} goes with the payment.`,
    declinedSubject: ({ child }) => `You declined the seat for ${child}`,
    declined: ({ child }) => `You have declined the seat we offered ${child}. We have released it to another family.`,
    mistake: ({ phone }) => `If this was a mistake, please call the school office on ${phone} as soon as you can.`,
    utrSubject: ({ child }) => `We have your payment details for ${child}`,
    utr: ({ utr, amount }) => `We have received the UPI transaction ID ${utr} for the admission payment of ${amount}.`,
    utrNext: 'The office will match it with the bank statement and send you the receipt by e-mail. You do not need to do anything now.',
    utrRejectedSubject: ({ child }) => `Please check your payment for ${child}`,
    utrRejected: ({ utr }) => `We could not match the UPI transaction ID ${utr} with our bank statement.`,
    officeSays: ({ reason }) => `The office says: ${reason}`,
    utrAgain: ({ phone }) =>
      `Please check the transaction ID in your payment app and enter it again on your application's page, or call the school office on ${phone}.`,
    receiptSubject: ({ number, child }) => `Receipt ${number} for the admission of ${child}`,
    receipt: ({ amount, utr }) => `We have received the admission payment of ${amount} (UPI transaction ID ${utr}). Thank you.`,
    receiptAttached: ({ number }) => `The receipt, number ${number}, is attached as a PDF; you can also download it from your application's page at any time.`,
    receiptNext: 'The office will now confirm the admission and send the joining details.',
  },
};

/** What the family reads when its UPI transaction id cannot be one (lib/forms/fee-payment.ts UTR_MESSAGE), in Marathi. */
const MARATHI_UTR_MESSAGE =
  'कृपया पेमेंट ॲपमधील 12 अंकी UPI व्यवहार क्रमांक (UTR, ज्याला UPI Ref. No. असेही म्हणतात) लिहा, उदा. 412345678901. फक्त अंक लिहा; मध्ये जागा सोडली तरी चालेल.';

/*
 * Marathi: plain words a parent reads on a phone. The child's name is never inflected (a name in Latin letters takes no
 * Marathi case ending well): it stands after "विद्यार्थी:" or before "यांच्या". "पाल्य" is the school's word for a
 * child of either sex.
 */
const mr: FamilyWords = {
  locale: 'mr-IN-u-nu-latn',
  htmlLang: 'mr',
  greeting: { parent: 'प्रिय पालक,', named: ({ name }) => `प्रिय ${name},`, anonymous: 'नमस्कार,' },
  signOff: { regards: 'धन्यवाद,', office: 'प्रवेश कार्यालय' },
  acknowledgement: {
    subject: ({ form, reference }) => `तुमचा ${form} मिळाला (संदर्भ क्रमांक ${reference})`,
    received: ({ school, form }) => `${school} शी संपर्क केल्याबद्दल धन्यवाद. तुमचा ${form} आम्हाला मिळाला आहे.`,
    reference: ({ reference }) => `तुमचा संदर्भ क्रमांक ${reference} आहे. फोन करताना किंवा पत्र लिहिताना कृपया हा क्रमांक सांगा.`,
    reply: 'शाळेचे कार्यालय दोन कामकाजाच्या दिवसांत तुमच्याशी संपर्क करेल.',
  },
  pageLink: {
    follow: 'तुमच्या अर्जाचे स्वतंत्र पान येथे आहे (पासवर्ड लागत नाही; कृपया ही लिंक इतरांना देऊ नका):',
    lasts: ({ days, reference }) => `ही लिंक ${days} दिवस चालेल. नवीन लिंकसाठी "अर्जाची स्थिती" पानावर संदर्भ क्रमांक ${reference} लिहून "माझी लिंक पुन्हा पाठवा" वापरा.`,
  },
  pageOfApplication: ({ child, reference }) => `अर्जाची सर्व माहिती (विद्यार्थी: ${child}, संदर्भ क्रमांक ${reference}) या पानावर आहे:`,
  linkMail: {
    subject: ({ reference }) => `तुमच्या अर्जाचे पान ${reference}`,
    asked: ({ child, reference }) => `तुम्ही अर्जाच्या पानासाठी (विद्यार्थी: ${child}, संदर्भ क्रमांक ${reference}) नवीन लिंक मागितली होती.`,
    renewed: ({ child, reference }) =>
      `तुम्ही पानावर सांगितल्याप्रमाणे अर्जाच्या पानाच्या (विद्यार्थी: ${child}, संदर्भ क्रमांक ${reference}) आधीच्या सर्व लिंक बंद केल्या आहेत. ही नवीन लिंक आहे.`,
    revoked: ({ child, reference }) =>
      `शाळेच्या कार्यालयाने अर्जाच्या पानाच्या (विद्यार्थी: ${child}, संदर्भ क्रमांक ${reference}) आधीच्या सर्व लिंक बंद केल्या आहेत. ही नवीन लिंक आहे.`,
    ignore: ({ phone }) => `तुम्ही ही लिंक मागितली नसेल तर हा ई-मेल सोडून द्या; लिंक फक्त याच पत्त्यावर पाठवली जाते. काही प्रश्न असल्यास ${phone} वर फोन करा.`,
  },
  officeNote: ({ note }) => `शाळेच्या कार्यालयाची टीप: ${note}`,
  page: {
    title: 'तुमचा अर्ज',
    heading: ({ child }) => `अर्ज: ${child}`,
    sentOn: ({ reference, date }) => `संदर्भ क्रमांक <strong>${reference}</strong> · पाठवल्याची तारीख ${date}`,
    status: ({ status, date }) => `स्थिती: <strong>${status}</strong> (${date} पासून).`,
    next: 'आता काय करायचे',
    stands: 'तुमचा अर्ज कुठपर्यंत आला आहे',
    letters: 'शाळेच्या कार्यालयाचे संदेश',
    noLetters: 'कार्यालयाने अजून तुम्हाला काही लिहिलेले नाही. लिहिल्यावर ते संदेश इथेही दिसतील.',
    documentsFor: ({ studentClass }) => `कागदपत्रे: ${studentClass}`,
    documentsIntro: 'प्रवेश निश्चित होण्यापूर्वी शाळेला ही कागदपत्रे लागतील; कृपया ती तयार ठेवा.',
    about: 'या पानाबद्दल',
    aboutText: ({ date, phone }) => `हे पान फक्त तुमच्या कुटुंबासाठी आहे: ज्याच्याकडे याचा पत्ता आहे तो हे पान वाचू शकतो, म्हणून कृपया तो इतरांना देऊ नका.
ही लिंक ${date} पर्यंत चालेल; नवीन लिंक "अर्जाची स्थिती" पानावर कधीही मागता येईल.
काही प्रश्न असल्यास शाळेच्या कार्यालयाला ${phone} वर फोन करा आणि संदर्भ क्रमांक सांगा.`,
    renewQuestion: 'या पानाची लिंक दुसऱ्या कोणी पाहिली आहे का? आतापर्यंत पाठवलेल्या सर्व लिंक (हीसुद्धा) बंद करा; अर्जातील ई-मेल पत्त्यावर आम्ही नवीन लिंक पाठवू.',
    renewButton: 'आधीच्या लिंक बंद करा आणि मला नवीन लिंक पाठवा',
    states: { done: 'पूर्ण', current: 'सध्या', upcoming: 'पुढे', ended: 'झाले नाही' },
    renewedTitle: 'लिंक बंद केल्या',
    renewedHeading: 'आधीच्या लिंक आता चालणार नाहीत',
    renewedText: `तुमच्या अर्जाच्या पानाच्या आतापर्यंत पाठवलेल्या सर्व लिंक, तुम्ही वापरलेली लिंकसुद्धा, बंद झाल्या आहेत. नवीन लिंक अर्जातील
ई-मेल पत्त्यावर पाठवली आहे; यापुढे तीच वापरा.`,
    refusedTitle: 'लिंक चालत नाही',
    refusedHeading: 'ही लिंक चालत नाही',
    refusedText: 'लिंकची मुदत संपली असेल किंवा ती अर्धवट कॉपी झाली असेल. मुलांच्या माहितीच्या सुरक्षिततेसाठी योग्य लिंकशिवाय आम्ही काहीही दाखवत नाही.',
    refusedAsk: { before: 'कृपया ', link: 'अर्जाची स्थिती', after: ' पानावर संदर्भ क्रमांक लिहून नवीन लिंक मागा.' },
  },
  stepFailed: {
    title: 'काम पूर्ण झाले नाही',
    tooMany: 'तुमच्या नेटवर्कवरून खूप वेळा प्रयत्न झाले आहेत. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
    ourSide: 'आमच्या बाजूने काहीतरी चूक झाली; काहीही बदलले नाही. कृपया मागे जा आणि काही मिनिटांनी पुन्हा प्रयत्न करा.',
    unreadable: 'फॉर्म वाचता आला नाही. कृपया मागे जा आणि पुन्हा प्रयत्न करा.',
    ourSideQuoting: ({ id }) =>
      `आमच्या बाजूने काहीतरी चूक झाली; काहीही हरवले नाही. कृपया मागे जा आणि पुन्हा प्रयत्न करा, किंवा शाळेच्या कार्यालयाला फोन करून हा क्रमांक सांगा: ${id}.`,
  },
  result: {
    reached: ({ form }) => `तुमचा ${form} शाळेच्या कार्यालयात पोहोचला आहे.`,
    thanks: 'धन्यवाद.',
    mailed: 'आम्ही पुष्टीचा ई-मेलही पाठवला आहे. शाळेच्या कार्यालयाशी संपर्क करताना कृपया संदर्भ क्रमांक सांगा.',
    notStored: 'आमच्या बाजूच्या अडचणीमुळे फॉर्म जतन करता आला नाही; काहीही ठेवले गेले नाही.',
    ourSide: 'आमच्या बाजूने काहीतरी चूक झाली. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
    someToCorrect: 'काही उत्तरे दुरुस्त करायची आहेत:',
    sendLater: 'काहीही जतन झालेले नाही. कृपया मागे जा आणि काही मिनिटांनी फॉर्म पुन्हा पाठवा; तुम्ही भरलेली माहिती ब्राउझरमध्ये सहसा तशीच राहते.',
    correctBelow: 'अजून काहीही जतन झालेले नाही. खालील उत्तरे दुरुस्त करून फॉर्म पुन्हा पाठवा; तुम्ही भरलेली बाकीची माहिती तशीच ठेवली आहे.',
    goBack: 'काहीही जतन झालेले नाही. कृपया मागे जा, फॉर्म दुरुस्त करा आणि पुन्हा पाठवा; तुम्ही भरलेली माहिती ब्राउझरमध्ये सहसा तशीच राहते.',
    correctHeading: 'दुरुस्त करून पुन्हा पाठवा',
    chooseFileAgain: 'कृपया फाइल पुन्हा निवडा: परत आलेल्या फॉर्ममध्ये फाइल राहत नाही.',
    agree: 'मी सहमत आहे',
    keptHeading: 'तुमची बाकीची उत्तरे, जशीच्या तशी',
    sendAgain: 'फॉर्म पुन्हा पाठवा',
    back: 'फॉर्मवर परत जा',
  },
  journey: {
    notices: {
      uploaded: 'धन्यवाद: तुमचे कागदपत्र मिळाले. प्रवेश कार्यालय ते तपासेल; त्याचे उत्तर तुम्हाला इथे (आणि ई-मेलने) कळेल.',
      booked: 'तुमची शाळा-भेट ठरली आहे. कॅलेंडरच्या निमंत्रणासह पुष्टीचा ई-मेल पाठवला आहे.',
      moved: 'तुमच्या भेटीची वेळ बदलली आहे. नवीन निमंत्रण ई-मेलने पाठवले आहे.',
      cancelled: 'तुमची भेट रद्द केली आहे आणि ती जागा मोकळी केली आहे. खाली दुसरी वेळ निवडता येईल.',
      'wrong-type': 'काहीही जतन झाले नाही: कागदपत्र JPEG, PNG किंवा WebP चित्र किंवा PDF असावे. कृपया दुसरी फाइल निवडा.',
      'too-large': `काहीही जतन झाले नाही: फाइल ${formatBytes(MAX_UPLOAD_BYTES)} पेक्षा मोठी आहे. कृपया लहान फोटो किंवा स्कॅन पाठवा.`,
      'no-file': 'काहीही जतन झाले नाही: "अपलोड करा" दाबण्यापूर्वी कृपया फाइल निवडा.',
      accepted: 'हे कागदपत्र कार्यालयाने आधीच स्वीकारले आहे; ते पुन्हा पाठवायची गरज नाही.',
      unknown: 'काहीही जतन झाले नाही: तुमच्या पाल्याच्या इयत्तेसाठी हे कागदपत्र लागत नाही.',
      full: 'क्षमस्व, त्या वेळेची शेवटची जागा नुकतीच भरली. काहीही बदलले नाही; कृपया दुसरी वेळ निवडा.',
      closed: 'ती वेळ आता निवडता येत नाही (ती उलटून गेली आहे किंवा शाळेने रद्द केली आहे). काहीही बदलले नाही; कृपया दुसरी वेळ निवडा.',
      same: 'तुमची भेट आधीच त्याच वेळेला आहे; काहीही बदलले नाही.',
      'no-slot': 'बटण दाबण्यापूर्वी कृपया वेळ निवडा.',
      'no-booking': 'रद्द करण्यासाठी कोणतीही भेट ठरलेली नाही.',
      ended: 'हा अर्ज बंद झाला आहे, त्यामुळे त्यावर आता काहीही अपलोड करता येणार नाही किंवा भेट ठरवता येणार नाही.',
      broken: 'फॉर्म वाचता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    },
    documentsIntro: 'प्रत्येक कागदपत्राचा स्पष्ट फोटो किंवा स्कॅन अपलोड करा; कार्यालय प्रत्येक कागदपत्र तपासेल. मूळ कागदपत्रे तुमच्याकडेच ठेवा: कार्यालय सांगेल तेव्हा ती घेऊन या.',
    missing: 'अजून पाठवलेले नाही.',
    sent: ({ date, name }) => `${date} रोजी पाठवले (${name}); कार्यालयाच्या तपासणीची वाट पाहत आहे.`,
    accepted: ({ date }) => `कार्यालयाने ${date} रोजी स्वीकारले.`,
    rejected: ({ reason }) => `स्वीकारले नाही: ${reason}`,
    sendAgain: 'कृपया ते पुन्हा पाठवा.',
    chooseFile: ({ title }) => `"${title}" साठी फाइल निवडा`,
    chooseNewFile: ({ title }) => `"${title}" साठी नवीन फाइल निवडा`,
    hint: 'फोटो किंवा स्कॅन (JPEG, PNG किंवा WebP) किंवा PDF, 5 MB पर्यंत. फोनवर तुम्ही कॅमेऱ्याने कागदपत्राचा फोटो काढू शकता किंवा फाइल निवडू शकता. मोठे फोटो शाळेत पोहोचल्यावर लहान केले जातात.',
    upload: 'अपलोड करा',
    visitHeading: 'तुमची शाळा-भेट',
    moveLegend: 'दुसरी वेळ निवडा',
    moveButton: 'माझ्या भेटीची वेळ बदला',
    noOtherTime: 'सध्या दुसरी कोणतीही वेळ उपलब्ध नाही.',
    booked: ({ when }) => `तुमची भेट ठरली आहे: <strong>${when}</strong>.`,
    comeWithChild: 'कृपया तुमच्या पाल्याला सोबत घेऊन या.',
    cancelButton: 'माझी भेट रद्द करा',
    noTimes: 'शाळेने सध्या भेटीच्या वेळा जाहीर केलेल्या नाहीत. वेळा जाहीर झाल्यावर आम्ही तुम्हाला कळवू.',
    chooseIntro: 'जागा देण्यापूर्वी शाळा प्रत्येक कुटुंबाला भेटते. कृपया तुमच्या सोयीची वेळ निवडा; ती नंतर इथेच बदलता किंवा रद्द करता येईल.',
    chooseLegend: 'वेळ निवडा',
    bookButton: 'ही वेळ ठरवा',
    seatsLeft: ({ count }) => `${count} जागा शिल्लक`,
    allAccepted: 'सर्व स्वीकारली',
    documentsNeeded: ({ parts }) => `कागदपत्रे हवी आहेत: ${parts}`,
    toUpload: ({ count }) => `${count} अपलोड करायची`,
    toSendAgain: ({ count }) => `${count} पुन्हा पाठवायची`,
    waiting: ({ count }) => `${count} कार्यालयाच्या तपासणीत`,
    visitBooked: ({ when }) => `भेट ठरली: ${when}`,
    uploadAgain: ({ list }) => `कृपया खाली पुन्हा अपलोड करा: ${list}.`,
    officeSays: ({ title, reason }) => `${title} (कार्यालयाची टीप: ${reason})`,
    notAccepted: 'स्वीकारले नाही',
    uploadMissing: ({ list }) => `कृपया खाली अपलोड करा: ${list}.`,
    chooseVisit: 'कृपया खाली शाळा-भेटीसाठी वेळ निवडा.',
  },
  offerPage: {
    notices: {
      'offer-accepted': 'धन्यवाद: तुम्ही जागा स्वीकारली आहे. प्रवेश शुल्क आणि ते कसे भरायचे ते खाली दिले आहे; ही माहिती ई-मेलनेही पाठवली आहे.',
      'offer-declined': 'तुम्ही जागा नाकारली आहे. त्याची पुष्टी ई-मेलने पाठवली आहे.',
      'utr-entered': 'धन्यवाद: तुमचा व्यवहार क्रमांक मिळाला. कार्यालय तो बँक स्टेटमेंटशी जुळवून पाहील आणि पावती ई-मेलने पाठवेल.',
    },
    offeredOutcome: ({ date }) => `जागा देऊ केली, ${date} पर्यंत उत्तर द्या`,
    waitlistedOutcome: ({ position }) => `प्रतीक्षा यादीत, क्रमांक ${position}`,
    acceptedOn: ({ date }) => `${date} रोजी स्वीकारली`,
    declinedOn: ({ date }) => `${date} रोजी नाकारली`,
    paidOutcome: ({ number }) => `शुल्क भरले, पावती ${number}`,
    offerHeading: 'तुम्हाला देऊ केलेली जागा',
    offer: ({ child, studentClass }) => `आम्ही ${studentClass} मध्ये जागा देऊ करत आहोत (विद्यार्थी: ${child}).`,
    offerForYear: ({ child, studentClass, year }) => `आम्ही शैक्षणिक वर्ष ${year} साठी ${studentClass} मध्ये जागा देऊ करत आहोत (विद्यार्थी: ${child}).`,
    replyBy: ({ date }) => `कृपया <strong>${date}</strong> पर्यंत उत्तर द्या.`,
    accept: 'जागा स्वीकारा',
    decline: 'जागा नाकारा',
    afterAccept: 'जागा स्वीकारल्यावर प्रवेश शुल्क आणि ते UPI ने कसे भरायचे ते या पानावर दिसेल.',
    replyPassed: ({ phone }) => `उत्तर देण्याची मुदत संपली आहे. तरीही जागा हवी असल्यास कृपया शाळेच्या कार्यालयाला ${phone} वर फोन करा.`,
    waitlistHeading: 'प्रतीक्षा यादी',
    waitlist: ({ child, position }) => `प्रतीक्षा यादीत <strong>क्रमांक ${position}</strong> वर नाव आहे (विद्यार्थी: ${child}). जागा रिकामी होताच आम्ही तुम्हाला कळवू.`,
    paymentHeading: 'प्रवेश शुल्क',
    feeStructure: 'शाळेच्या मंजूर शुल्क रचनेनुसार',
    total: 'एकूण',
    payHeading: 'UPI ने भरा',
    payIntro: ({ reference }) =>
      `कोणत्याही UPI ॲपने (BHIM, Google Pay, PhonePe, Paytm किंवा तुमच्या बँकेचे ॲप) हा कोड स्कॅन करा, किंवा याच फोनवर खालील बटण वापरा. रक्कम आणि संदर्भ क्रमांक ${reference} आधीच भरलेले असतील.`,
    qrTitle: ({ amount, payee, id }) => `${payee} (${id}) यांना ${amount} भरण्यासाठी UPI QR कोड`,
    payButton: ({ amount }) => `UPI ॲपने ${amount} भरा`,
    payee: ({ payee, id }) => `पैसे घेणारे: ${payee}, UPI ID ${id}.`,
    afterPaying: 'पैसे भरल्यानंतर',
    utrLabel: 'UPI व्यवहार क्रमांक (UTR)',
    utrHint: MARATHI_UTR_MESSAGE.replace(/^कृपया /, ''),
    utrWrong: MARATHI_UTR_MESSAGE,
    sendUtr: 'व्यवहार क्रमांक पाठवा',
    enteredHeading: 'तुम्ही लिहिलेले व्यवहार क्रमांक',
    entered: ({ utr, date, state }) => `${utr} (${date}): ${state}`,
    paymentStates: { submitted: 'कार्यालय तपासत आहे', confirmed: 'पैसे मिळाल्याची खात्री झाली', rejected: 'जुळला नाही' },
    receiptHeading: 'पावती',
    receipt: ({ number, date }) => `पावती क्रमांक <strong>${number}</strong>, ${date}.`,
    downloadReceipt: 'पावती डाउनलोड करा (PDF)',
    stale: 'तुम्ही हे पान उघडल्यानंतर त्यात बदल झाला (कदाचित कार्यालयाने काही लिहिले असेल), म्हणून काहीही जतन झाले नाही. कृपया खालील पान पुन्हा पाहा.',
    chooseAnswer: 'कृपया "जागा स्वीकारा" किंवा "जागा नाकारा" यापैकी एक निवडा.',
    problems: {
      noOffer: () => 'उत्तर देण्यासाठी जागेचा कोणताही प्रस्ताव नाही.',
      acceptedAlready: () => 'तुम्ही हा प्रस्ताव आधीच स्वीकारला आहे.',
      declinedAlready: () => 'तुम्ही हा प्रस्ताव आधीच नाकारला आहे.',
      replyPassed: () => 'या प्रस्तावाला उत्तर देण्याची मुदत संपली आहे. कृपया शाळेच्या कार्यालयाला फोन करा.',
      noFees: () => 'या इयत्तेचे शुल्क अजून जाहीर झालेले नाही. जागा स्वीकारण्यासाठी कृपया शाळेच्या कार्यालयाला फोन करा.',
      noPayment: () => 'या अर्जावर कोणतेही प्रवेश शुल्क भरायचे नाही.',
      paidAlready: () => 'प्रवेश शुल्क मिळाल्याची खात्री आधीच झाली आहे; पावती या पानावर आहे.',
      checking: ({ utr }) => `कार्यालय व्यवहार क्रमांक ${utr} आधीच तपासत आहे. कृपया कार्यालयाच्या उत्तराची वाट पाहा.`,
      utrTaken: () => 'हा व्यवहार क्रमांक आधीच एका पेमेंटसाठी लिहिला गेला आहे. कृपया तो तुमच्या पेमेंट ॲपमध्ये तपासा.',
    },
  },
  lookup: {
    linkResent:
      'हा संदर्भ क्रमांक एखाद्या अर्जाचा असेल तर त्या अर्जाच्या पानाची नवीन लिंक फॉर्ममध्ये दिलेल्या ई-मेल पत्त्यावर पाठवली आहे. काही मिनिटांनी तुमचा इनबॉक्स (आणि स्पॅम फोल्डर) पाहा.',
    linkBadReference: 'कृपया आमच्या ई-मेलमधील संदर्भ क्रमांक लिहा, उदा. ADM-20261121-7KQ2XD.',
    linkTitle: 'तुमच्या अर्जाची लिंक',
    back: 'अर्जाची स्थिती पानावर परत जा',
    reference: ({ reference }) => `संदर्भ क्रमांक <strong>${reference}</strong>`,
    status: ({ status, date }) => `स्थिती: <strong>${status}</strong> (${date} पासून).`,
    another: 'दुसऱ्या अर्जाची स्थिती पाहा',
    home: 'मुख्य पान',
    resend: 'माझी लिंक पुन्हा पाठवा',
    checkBoth: 'कृपया संदर्भ क्रमांक आणि ई-मेल पत्ता किंवा फोन नंबर तपासा.',
  },
  documents: {
    acceptedSubject: ({ title }) => `कागदपत्र स्वीकारले: ${title}`,
    accepted: ({ title, child }) => `तुम्ही पाठवलेले "${title}" हे कागदपत्र (विद्यार्थी: ${child}) प्रवेश कार्यालयाने तपासून स्वीकारले आहे.`,
    allAccepted: 'शाळेला लागणारी सर्व कागदपत्रे आता स्वीकारली आहेत. धन्यवाद.',
    someAccepted: ({ accepted, total }) => `${total} पैकी ${accepted} कागदपत्रे स्वीकारली आहेत; अजून काय हवे ते तुमच्या पानावर दिसते.`,
    rejectedSubject: ({ title }) => `कृपया पुन्हा पाठवा: ${title}`,
    rejected: ({ title, child }) => `तुम्ही पाठवलेले "${title}" हे कागदपत्र (विद्यार्थी: ${child}) प्रवेश कार्यालयाला स्वीकारता आले नाही.`,
    reason: ({ reason }) => `कारण: ${reason}`,
    sendAgain: 'कृपया ते तुमच्या अर्जाच्या पानावर पुन्हा अपलोड करा (स्पष्ट फोटो, स्कॅन किंवा PDF).',
  },
  visits: {
    booked: {
      subject: 'शाळेला भेटीची वेळ ठरली',
      text: ({ child, when }) => `तुमची शाळा-भेट (विद्यार्थी: ${child}) ठरली आहे: ${when}.`,
      calendar: 'सोबतचे निमंत्रण (visit.ics) ही वेळ तुमच्या कॅलेंडरमध्ये नोंदवते. भेटीची वेळ बदलायची किंवा रद्द करायची असल्यास अर्जाच्या पानावर करा.',
    },
    moved: {
      subject: 'शाळा-भेटीची वेळ बदलली',
      text: ({ from, when }) => `तुमच्या भेटीची वेळ${from} बदलून आता अशी आहे: ${when}.`,
      movedFrom: ({ when }) => ` (${when} ऐवजी)`,
      calendar: 'सोबतचे निमंत्रण (visit.ics) तुमच्या कॅलेंडरमधील आधीच्या नोंदीऐवजी वापरा.',
    },
    cancelled: {
      subject: 'शाळा-भेट रद्द झाली',
      text: ({ when }) => `तुमच्या सांगण्यानुसार ${when} ची भेट रद्द केली आहे आणि ती जागा मोकळी केली आहे.`,
      again: 'दुसरी वेळ अर्जाच्या पानावर निवडता येईल.',
    },
    cancelledBySchool: {
      subject: 'शाळेने तुमची भेटीची वेळ रद्द केली',
      text: ({ when }) => `क्षमस्व: शाळेला ${when} ही भेटीची वेळ रद्द करावी लागली आहे.`,
      again: 'कृपया अर्जाच्या पानावर दुसरी वेळ निवडा.',
    },
    reminder: {
      subject: 'आठवण: उद्या शाळा-भेट',
      text: ({ child, when }) => `उद्याच्या शाळा-भेटीची आठवण (विद्यार्थी: ${child}): ${when}.`,
      cannotCome: 'येता येणार नसेल तर कृपया अर्जाच्या पानावर वेळ बदला किंवा भेट रद्द करा, म्हणजे ती जागा दुसऱ्या कुटुंबाला मिळेल.',
    },
    slot: ({ day, starts, ends, place }) => `${day}, ${starts} ते ${ends}, ${place}`,
  },
  offer: {
    place: ({ studentClass, year }) => `${studentClass} (शैक्षणिक वर्ष ${year})`,
    offeredSubject: ({ child }) => `जागेचा प्रस्ताव: ${child}`,
    offered: ({ child, place }) => `${place} मध्ये जागा देऊ करताना आम्हाला आनंद होत आहे (विद्यार्थी: ${child}).`,
    replyBy: ({ date }) => `कृपया ${date} पर्यंत अर्जाच्या पानावर हा प्रस्ताव स्वीकारा किंवा नाकारा. तोपर्यंत उत्तर न मिळाल्यास ही जागा दुसऱ्या कुटुंबाला दिली जाऊ शकते.`,
    waitlistedSubject: ({ child, position }) => `प्रतीक्षा यादीत क्रमांक ${position}: ${child}`,
    waitlisted: ({ child, place, position }) => `${place} साठीच्या प्रतीक्षा यादीत क्रमांक ${position} वर नाव आहे (विद्यार्थी: ${child}).`,
    waitlistedNothing: 'जागा रिकामी होताच आम्ही तुम्हाला कळवू. सध्या तुम्हाला काहीही करायचे नाही.',
    notOfferedSubject: ({ child }) => `तुमचा अर्ज: ${child}`,
    notOffered: ({ child, place }) => `क्षमस्व, या वेळी आम्ही ${place} मध्ये जागा देऊ शकत नाही (विद्यार्थी: ${child}).`,
    talk: ({ phone }) => `याबद्दल बोलायचे असल्यास कृपया शाळेच्या कार्यालयाला ${phone} वर फोन करा.`,
    acceptedSubject: ({ child }) => `तुम्ही जागा स्वीकारली: ${child}`,
    accepted: ({ child, place }) => `धन्यवाद: तुम्ही ${place} मधील जागा स्वीकारली आहे (विद्यार्थी: ${child}).`,
    amount: ({ amount }) => `प्रवेश शुल्क ${amount} आहे:`,
    howToPay: ({ reference }) =>
      `कृपया ते अर्जाच्या पानावरून UPI ने भरा (तिथला QR कोड किंवा बटण), आणि मग तुमच्या पेमेंट ॲपमधील व्यवहार क्रमांक (UTR) त्याच पानावर लिहा. पेमेंटसोबत संदर्भ क्रमांक ${reference} नोंदवला जातो.`,
    declinedSubject: ({ child }) => `तुम्ही जागा नाकारली: ${child}`,
    declined: ({ child }) => `देऊ केलेली जागा तुम्ही नाकारली आहे (विद्यार्थी: ${child}). ती आम्ही दुसऱ्या कुटुंबाला दिली आहे.`,
    mistake: ({ phone }) => `हे चुकून झाले असेल तर कृपया लवकरात लवकर शाळेच्या कार्यालयाला ${phone} वर फोन करा.`,
    utrSubject: ({ child }) => `तुमच्या पेमेंटची माहिती मिळाली: ${child}`,
    utr: ({ utr, amount }) => `${amount} प्रवेश शुल्कासाठी UPI व्यवहार क्रमांक ${utr} आम्हाला मिळाला आहे.`,
    utrNext: 'कार्यालय तो बँक स्टेटमेंटशी जुळवून पाहील आणि पावती ई-मेलने पाठवेल. सध्या तुम्हाला काहीही करायचे नाही.',
    utrRejectedSubject: ({ child }) => `कृपया तुमचे पेमेंट तपासा: ${child}`,
    utrRejected: ({ utr }) => `UPI व्यवहार क्रमांक ${utr} आमच्या बँक स्टेटमेंटशी जुळला नाही.`,
    officeSays: ({ reason }) => `कार्यालयाची टीप: ${reason}`,
    utrAgain: ({ phone }) => `कृपया पेमेंट ॲपमध्ये व्यवहार क्रमांक तपासा आणि अर्जाच्या पानावर तो पुन्हा लिहा, किंवा शाळेच्या कार्यालयाला ${phone} वर फोन करा.`,
    receiptSubject: ({ number, child }) => `प्रवेश शुल्काची पावती ${number}: ${child}`,
    receipt: ({ amount, utr }) => `${amount} प्रवेश शुल्क आम्हाला मिळाले आहे (UPI व्यवहार क्रमांक ${utr}). धन्यवाद.`,
    receiptAttached: ({ number }) => `पावती (क्रमांक ${number}) PDF म्हणून सोबत जोडली आहे; ती अर्जाच्या पानावरूनही कधीही डाउनलोड करता येईल.`,
    receiptNext: 'आता कार्यालय प्रवेश निश्चित करून शाळा सुरू होण्याची माहिती पाठवेल.',
  },
};

export const FAMILY_WORDS: Record<FormLanguage, FamilyWords> = { en, mr };

/** The words for a submission's family: its stored language, English for anything else. */
export function familyWords(language: string | undefined): FamilyWords {
  return FAMILY_WORDS[isFormLanguage(language) ? language : 'en'];
}

/** Each form's name in a family's Marathi mail (an admission is the only form a family sends from a Marathi page). */
export const MARATHI_FORM_NAMES: Record<string, string> = {
  admission: 'प्रवेश अर्ज',
};

/** A form's name as its acknowledgement says it: in Marathi when there is one ("फॉर्म" otherwise), else English's lower case. */
export function formNameIn(language: string | undefined, type: string, title: string): string {
  if (language === 'mr') return MARATHI_FORM_NAMES[type] ?? 'फॉर्म';
  return title.toLowerCase();
}
