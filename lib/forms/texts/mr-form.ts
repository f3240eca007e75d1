import { mrShared } from './mr-shared';
import type { FormWords } from './types';

/**
 * The forms' words in Marathi that a form shows before any check (issue 35), key for key as en-form.ts: plain words a
 * family reads on a phone. Numbers, phone numbers, amounts, references and examples stay in Latin digits, as families
 * type them and banks print them.
 */
export const mrForm: FormWords = {
  lang: 'mr',
  // Marathi month names, Latin digits.
  locale: 'mr-IN-u-nu-latn',
  messages: {
    screenshotWrongType: 'पैसे भरल्याचा पुरावा JPEG, PNG किंवा WebP चित्र किंवा PDF असावा.',
    tooLarge: 'ही फाइल 5 MB पेक्षा मोठी आहे. कृपया लहान फाइल निवडा.',
    networkError: mrShared.networkError,
  },
  labels: {
    academicYear: 'शैक्षणिक वर्ष',
    studentClass: 'इयत्ता',
    firstName: 'विद्यार्थ्याचे नाव',
    lastName: 'आडनाव',
    fatherName: 'वडिलांचे नाव',
    gender: 'लिंग',
    motherName: 'आईचे नाव',
    whatsappNumber: 'व्हॉट्सॲप नंबर',
    email: 'ई-मेल',
    phoneNumber: 'फोन नंबर',
    address: 'फ्लॅट / इमारत / सोसायटी',
    street: 'रस्ता',
    area: 'परिसर',
    city: 'शहर',
    state: 'राज्य',
    country: 'देश',
    pinCode: 'पिन कोड / पोस्टल कोड',
    transactionNumber: 'व्यवहार क्रमांक',
    screenshot: 'पैसे भरल्याचा स्क्रीनशॉट किंवा पावती',
  },
  ui: {
    section: '{total} पैकी विभाग {step}',
    admissionDetails: 'प्रवेशाचा तपशील',
    studentAndParents: 'विद्यार्थी आणि पालक',
    contact: 'संपर्क',
    address: 'पत्ता',
    payment: 'शुल्क भरणा',
    chooseAcademicYear: 'शैक्षणिक वर्ष निवडा',
    chooseClass: 'इयत्ता निवडा',
    pleaseChoose: mrShared.pleaseChoose,
    optional: mrShared.optional,
    requiredNote: '* खूण असलेली सर्व माहिती भरणे आवश्यक आहे.',
    male: 'मुलगा',
    female: 'मुलगी',
    sendingButton: 'पाठवत आहे…',
    fileChosen: 'निवडलेली फाइल: {name} ({size})',
    fileMadeSmaller: ' — पाठवण्यापूर्वी लहान केली जाईल',
    noFile: 'अजून फाइल निवडलेली नाही.',
    honeypot: 'हे रिकामे ठेवा',
  },
};
