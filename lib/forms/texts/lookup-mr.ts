import type { LookupWords } from '../status-lookup-fields';
import { mrShared } from './mr-shared';

/** The "अर्जाची स्थिती" form's words in Marathi (issue 35), key for key as lookupWords (lib/forms/status-lookup-fields.ts). */
export const mrLookupWords: LookupWords = {
  lang: 'mr',
  labels: { reference: 'संदर्भ क्रमांक', contact: 'ई-मेल किंवा फोन नंबर' },
  hints: {
    reference: 'अर्ज केल्यावर आम्ही पाठवलेल्या ई-मेलमध्ये असलेला, उदा. ADM-20261121-7KQ2XD.',
    contact: 'फॉर्ममध्ये दिलेला ई-मेल पत्ता किंवा मोबाइल/फोन नंबर.',
  },
  messages: {
    notFound:
      'या संदर्भ क्रमांकाचा आणि या ई-मेल पत्त्याचा किंवा फोन नंबरचा अर्ज आम्हाला सापडला नाही. अर्ज केल्यावर आम्ही पाठवलेल्या ई-मेलशी दोन्ही जुळवून पाहा, किंवा शाळेच्या कार्यालयाला फोन करा.',
    tooMany: 'तुमच्या नेटवर्कवरून खूप वेळा शोध घेतला आहे. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
    networkError: mrShared.networkError,
  },
  submit: 'स्थिती पाहा',
  sending: 'शोधत आहे…',
  heading: 'तुमच्या अर्जाची स्थिती',
  sinceBefore: ' (',
  sinceAfter: ' पासून).',
  pageByMail:
    'अर्जाचे सर्व टप्पे, कार्यालयाचे संदेश आणि पुढे काय करायचे, हे सर्व अर्जाच्या स्वतंत्र पानावर आहे. त्याची लिंक आमच्या ई-मेलमध्ये आहे; नवीन लिंक आम्ही फक्त अर्जातील ई-मेल पत्त्यावरच पाठवतो.',
  resend: 'माझी लिंक पुन्हा पाठवा',
};
