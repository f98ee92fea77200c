-- Offices where vehicle renewals are picked up, answered by the payables
-- service's office lookup (spec 000 §7: "payables lookup with query client
-- and type offices"; §3 "Office location"). closed_weekdays is a JSON array
-- of the weekdays the office is closed (0 is Sunday, 6 is Saturday): the
-- service derives each office's availability for the days ahead from it.

-- +goose Up
CREATE TABLE offices (
    client          TEXT NOT NULL CHECK (client = lower(client)),
    location_id     TEXT NOT NULL,
    sort_order      INTEGER NOT NULL,
    description_en  TEXT NOT NULL,
    description_es  TEXT NOT NULL,
    location        TEXT NOT NULL,
    map_location    TEXT NOT NULL DEFAULT '',
    hours_en        TEXT NOT NULL,
    hours_es        TEXT NOT NULL,
    information_en  TEXT NOT NULL DEFAULT '',
    information_es  TEXT NOT NULL DEFAULT '',
    closed_weekdays TEXT NOT NULL DEFAULT '[0,6]' CHECK (json_valid(closed_weekdays)),
    PRIMARY KEY (client, location_id)
) STRICT;

INSERT INTO offices (client, location_id, sort_order, description_en, description_es, location,
    map_location, hours_en, hours_es, information_en, information_es, closed_weekdays) VALUES
('sunshine', 'downtown', 1, 'Tax Collector - Downtown Office', 'Recaudador de impuestos - Oficina del centro',
    '200 Government Center Blvd, Sunshine, FL 32801',
    'https://www.openstreetmap.org/?mlat=28.5383&mlon=-81.3792',
    'Monday to Friday, 8:00 a.m. to 5:00 p.m.', 'De lunes a viernes, de 8:00 a. m. a 5:00 p. m.',
    'Bring a photo ID. Decals are ready two business days after payment.',
    'Traiga una identificación con foto. Las calcomanías están listas dos días hábiles después del pago.',
    '[0,6]'),
('sunshine', 'lakeside', 2, 'Lakeside Service Center', 'Centro de servicios Lakeside',
    '4500 Lake Shore Dr, Sunshine, FL 32803',
    'https://www.openstreetmap.org/?mlat=28.5601&mlon=-81.3410',
    'Tuesday to Saturday, 9:00 a.m. to 4:00 p.m.', 'De martes a sábado, de 9:00 a. m. a 4:00 p. m.',
    'Free parking behind the building.', 'Estacionamiento gratuito detrás del edificio.',
    '[0,1]'),
('sunshine', 'north', 3, 'North County Branch', 'Sucursal del norte del condado',
    '88 Citrus Ave, Sunshine, FL 32810',
    'https://www.openstreetmap.org/?mlat=28.6100&mlon=-81.3900',
    'Monday, Tuesday, Thursday and Friday, 8:30 a.m. to 4:30 p.m.',
    'Lunes, martes, jueves y viernes, de 8:30 a. m. a 4:30 p. m.',
    'Closed on Wednesdays.', 'Cerrado los miércoles.',
    '[0,3,6]');

-- +goose Down
DROP TABLE offices;
