import { describe, expect, it } from 'vitest';
import { affidavit } from '../../test/formFixtures';
import { acceptOf, filedValues, formProblems, pngBase64 } from './formRules';

const complete = { companyName: 'Sunshine Mutual', companyCode: '12345', policyNumber: 'POL-778', vin: '1HGCM82633A004352' };
const typed = { kind: 'typed', text: 'Rosa Resident' } as const;

describe('form rules', () => {
  it('VAL-59: company name, code, policy number, VIN and signature are required; the proof of insurance is not', () => {
    expect([...formProblems(affidavit(), {}, null).keys()]).toEqual(['companyName', 'companyCode', 'policyNumber', 'vin', 'signature']);
    expect(formProblems(affidavit(), complete, typed).size).toBe(0);
    expect(formProblems(affidavit(), { ...complete, policyNumber: '   ' }, typed).get('policyNumber')?.key).toBe('countyForms.fieldRequired');
  });

  it('VAL-58: a field\u2019s pattern is left to the BFF, which words its rule', () => {
    expect(formProblems(affidavit(), { ...complete, companyCode: '1234' }, typed).size).toBe(0);
    expect(formProblems(affidavit(), { ...complete, companyCode: '123456' }, typed).get('companyCode')).toEqual({
      key: 'countyForms.fieldTooLong',
      slots: { field: 'Company code', max: 5 },
    });
  });

  it('files trimmed values, leaving empty ones out', () => {
    expect(filedValues(affidavit(), { ...complete, companyName: '  Sunshine Mutual ', vin: '' })).toEqual({
      companyName: 'Sunshine Mutual',
      companyCode: '12345',
      policyNumber: 'POL-778',
    });
  });

  it('UPL-03: the file input takes the name endings of the allowed types', () => {
    expect(acceptOf(['image/jpeg', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/csv'])).toBe(
      '.jpg,.jpeg,.pdf,.docx,.csv',
    );
    expect(acceptOf([])).toBeUndefined();
  });

  it('SIG-01: a drawn signature is sent as base64 PNG', async () => {
    expect(await pngBase64(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toBe('iVBORw==');
  });
});
