import type { SendWords } from './types';

/** What only a send shows, in Marathi (issue 35), key for key as en-send.ts. */
export const mrSend: SendWords = {
  messages: {
    chooseFileAgain: 'फाइल या फोनवर ठेवता येत नाही: कृपया फाइल पुन्हा निवडा.',
    fileRequired: 'कृपया अपलोड करण्यासाठी फाइल निवडा.',
    success: 'तुमचा फॉर्म यशस्वीरीत्या पाठवला आहे!',
    failure: 'फॉर्म पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    sending: 'पाठवत आहे...',
    correctFields: 'कृपया खाली खूण केलेली उत्तरे दुरुस्त करा.',
    keptOffline: 'तुम्ही ऑफलाइन आहात: तुमचा फॉर्म या फोनवर ठेवला आहे आणि इंटरनेट परत आल्यावर पाठवला जाईल.',
    keptAfterFailure: 'कनेक्शन तुटले: तुमचा फॉर्म या फोनवर ठेवला आहे आणि कनेक्शन परत आल्यावर पाठवला जाईल.',
    deliveredLater: 'तुम्ही ऑफलाइन असताना तो या फोनवर ठेवला होता; आता तो शाळेत पोहोचला आहे.',
  },
  /** The labels of fields only the English-only forms have (and the consent box): the error summary names them. */
  labels: {
    phone: 'फोन नंबर',
    consent: 'पालकांची संमती',
    name: 'पूर्ण नाव',
    message: 'संदेश',
    resume: 'बायोडेटा',
    requestType: 'तुमची विनंती',
    references: 'तुमच्या फॉर्मचे संदर्भ क्रमांक',
    details: 'विनंतीचा तपशील',
  },
  ui: {
    referenceBefore: 'तुमचा संदर्भ क्रमांक: ',
    referenceAfter: '. कृपया तो जपून ठेवा; आम्ही तो ई-मेलनेही पाठवला आहे.',
    uploadProgress: 'अपलोड किती झाले',
    oneToCorrect: 'एक उत्तर दुरुस्त करायचे आहे:',
    manyToCorrect: '{count} उत्तरे दुरुस्त करायची आहेत:',
    draftGroup: 'तुम्ही आधी भरलेली माहिती',
    draftText: 'तुम्ही हा फॉर्म या फोनवर {when} रोजी भरायला सुरुवात केली होती. तुमची उत्तरे इथे ठेवली आहेत (फाइल आणि संमतीची खूण ठेवली जात नाही).',
    draftRestore: '{when} रोजी भरलेली माहिती परत आणा',
    draftDiscard: 'पुन्हा सुरुवात करा',
  },
};
