import { render, screen } from '@testing-library/react';
import { RteAdmissions } from '@/components/rte-admissions/rte-admissions';
import { getSite } from '@/lib/content/site';

describe('RteAdmissions', () => {
  it("gives the year's RTE 25% seats from site.yml and links the state's lottery portal", () => {
    const { rte } = getSite();
    render(<RteAdmissions rte={rte} />);
    const section = screen.getByRole('region', { name: 'Free seats under the RTE Act (25%)' });
    expect(section).toHaveTextContent(`For ${rte.academicYear}, ${rte.seats} of the ${rte.totalSeats} seats in ${rte.entryClass} are reserved`);
    expect(screen.getByRole('link', { name: /Maharashtra RTE 25% admission portal/ })).toHaveAttribute('href', rte.portal);
  });
});
