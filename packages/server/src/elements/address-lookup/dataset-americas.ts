/**
 * Built-in addresses of the default lookup provider, United States and Brazil: well-known
 * public landmarks and plausible but made-up street addresses. Rows are
 * [line1, city, state code, postal code]; the state codes are the country table's.
 */
export type AddressRow = readonly [line1: string, city: string, state: string, postal: string];

export const US_ADDRESSES: readonly AddressRow[] = [
  ['1600 Pennsylvania Avenue NW', 'Washington', 'DC', '20500'],
  ['350 Fifth Avenue', 'New York', 'NY', '10118'],
  ['11 Wall Street', 'New York', 'NY', '10005'],
  ['405 Lexington Avenue', 'New York', 'NY', '10174'],
  ['1 Infinite Loop', 'Cupertino', 'CA', '95014'],
  ['510 Townsend Street', 'San Francisco', 'CA', '94103'],
  ['1 Ferry Building', 'San Francisco', 'CA', '94111'],
  ['Golden Gate Bridge Plaza', 'San Francisco', 'CA', '94129'],
  ['200 Santa Monica Pier', 'Santa Monica', 'CA', '90401'],
  ['6925 Hollywood Boulevard', 'Los Angeles', 'CA', '90028'],
  ['400 Broad Street', 'Seattle', 'WA', '98109'],
  ['85 Pike Street', 'Seattle', 'WA', '98101'],
  ['233 South Wacker Drive', 'Chicago', 'IL', '60606'],
  ['111 South Michigan Avenue', 'Chicago', 'IL', '60603'],
  ['700 Clark Avenue', 'St. Louis', 'MO', '63102'],
  ['1 Citizens Bank Way', 'Philadelphia', 'PA', '19148'],
  ['520 Chestnut Street', 'Philadelphia', 'PA', '19106'],
  ['4 Jersey Street', 'Boston', 'MA', '02215'],
  ['1 Washington Square', 'Boston', 'MA', '02108'],
  ['1000 Vin Scully Avenue', 'Los Angeles', 'CA', '90012'],
  ['2 Maple Grove Lane', 'Springfield', 'IL', '62704'],
  ['742 Evergreen Terrace', 'Springfield', 'OR', '97477'],
  ['1200 Harbor View Road', 'Portland', 'ME', '04101'],
  ['88 Pine Ridge Court', 'Austin', 'TX', '78701'],
  ['2100 Lakeshore Drive', 'Miami', 'FL', '33132'],
  ['P.O. Box 1024', 'Denver', 'CO', '80202'],
];

export const BR_ADDRESSES: readonly AddressRow[] = [
  ['Avenida Paulista, 1578', 'São Paulo', 'SP', '01310-200'],
  ['Avenida Paulista, 900', 'São Paulo', 'SP', '01310-100'],
  ['Rua Oscar Freire, 379', 'São Paulo', 'SP', '01426-001'],
  ['Praça da Sé, 1', 'São Paulo', 'SP', '01001-000'],
  ['Rua Augusta, 1500', 'São Paulo', 'SP', '01304-001'],
  ['Avenida Ibirapuera, 3103', 'São Paulo', 'SP', '04029-902'],
  ['Avenida Atlântica, 1702', 'Rio de Janeiro', 'RJ', '22021-001'],
  ['Rua Visconde de Pirajá, 414', 'Rio de Janeiro', 'RJ', '22410-002'],
  ['Avenida Rio Branco, 156', 'Rio de Janeiro', 'RJ', '20040-003'],
  ['Praça Floriano, 1', 'Rio de Janeiro', 'RJ', '20031-050'],
  ['Rua Jardim Botânico, 1008', 'Rio de Janeiro', 'RJ', '22460-030'],
  ['Praça dos Três Poderes, 1', 'Brasília', 'DF', '70150-900'],
  ['Eixo Monumental, 100', 'Brasília', 'DF', '70070-350'],
  ['Avenida Afonso Pena, 1212', 'Belo Horizonte', 'MG', '30130-003'],
  ['Praça da Liberdade, 10', 'Belo Horizonte', 'MG', '30140-010'],
  ['Rua da Praia, 870', 'Porto Alegre', 'RS', '90010-001'],
  ['Avenida Borges de Medeiros, 2500', 'Porto Alegre', 'RS', '90110-150'],
  ['Rua XV de Novembro, 300', 'Curitiba', 'PR', '80020-310'],
  ['Avenida Sete de Setembro, 2775', 'Salvador', 'BA', '40060-001'],
  ['Largo do Pelourinho, 12', 'Salvador', 'BA', '40026-280'],
  ['Avenida Boa Viagem, 5000', 'Recife', 'PE', '51021-000'],
  ['Avenida Beira Mar, 3000', 'Fortaleza', 'CE', '60165-121'],
  ['Avenida Eduardo Ribeiro, 659', 'Manaus', 'AM', '69010-001'],
  ['Caixa Postal 4501', 'São Paulo', 'SP', '01031-970'],
];
