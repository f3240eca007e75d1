import type { Bilingual } from './content/fees';

/**
 * The fee page's own headings and table labels in English and Marathi (the facts, and their translations, are in
 * content/fees.yml). The fee PDF prints the English ones, so page and PDF use the same words.
 */
export const FEE_LABELS = {
  title: { en: 'Fee Structure', mr: 'शुल्क रचना' },
  approval: { en: 'Approval', mr: 'मान्यता' },
  approvedBy: { en: 'Approved by', mr: 'मान्यता देणारी समिती' },
  act: { en: 'Approved under', mr: 'अधिनियम' },
  approvedOn: { en: 'Date of approval', mr: 'मान्यतेचा दिनांक' },
  resolution: { en: 'Resolution', mr: 'ठराव' },
  academicYears: { en: 'Approved for the academic years', mr: 'मान्यता असलेली शैक्षणिक वर्षे' },
  medium: { en: 'Medium of instruction', mr: 'शिक्षणाचे माध्यम' },
  annualFees: { en: 'Fees by class', mr: 'इयत्तानिहाय शुल्क' },
  class: { en: 'Class', mr: 'इयत्ता' },
  annualFee: { en: 'Fee per year', mr: 'वार्षिक शुल्क' },
  firstYear: { en: "New student's first year", mr: 'नवीन विद्यार्थ्याचे पहिले वर्ष' },
  instalments: { en: 'Instalments of the fee per year', mr: 'वार्षिक शुल्काचे हप्ते' },
  dueBy: { en: 'due by', mr: 'भरण्याची अंतिम तारीख' },
  notes: { en: 'Notes', mr: 'सूचना' },
  amountsIn: { en: 'Amounts in rupees', mr: 'सर्व रकमा रुपयांत' },
  pdf: { en: 'Download the fee structure (PDF, English)', mr: 'शुल्क रचना डाउनलोड करा (पीडीएफ, इंग्रजी)' },
} satisfies Record<string, Bilingual>;
