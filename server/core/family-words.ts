import { isFormLanguage, type FormLanguage } from '../../lib/forms/texts/types';

/*
 * What the school writes to a family, in the language of the form it sent (issue 35, stored with the submission): the
 * acknowledgement, the journey's mails, the application page's frame and the status look-up's answer. The status
 * words an editor keeps are in content/status-messages.yml and content/mr/status-messages.yml; these are the code's.
 * Numbers, amounts, phone numbers and references stay in Latin digits; dates are written with `locale`.
 */

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
    /** Marks a part of the page not yet written in this language (the journey's sections in English). */
    notYet?: string;
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
    notYet: 'पुढील भाग अजून इंग्रजीत आहे.',
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
