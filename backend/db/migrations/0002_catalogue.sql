-- Catalogue additions: city names per language and newsletter subscriptions.

-- A city's name in each language of the platform. cities.name stays the name in the city's own language and is the
-- fallback when a translation is missing; GET /cities/all answers in the request's Accept-Language.
CREATE TABLE city_names (
  city_id INTEGER NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('ru', 'en', 'fr')),
  name TEXT NOT NULL,
  PRIMARY KEY (city_id, locale)
);

-- Databases seeded before this migration get the translations of the demo cities they already hold.
INSERT INTO city_names (city_id, locale, name)
SELECT c.id, t.locale, t.name
FROM cities c
JOIN (
  SELECT 'Москва' AS source, 'ru' AS locale, 'Москва' AS name
  UNION ALL SELECT 'Москва', 'en', 'Moscow'
  UNION ALL SELECT 'Москва', 'fr', 'Moscou'
  UNION ALL SELECT 'Санкт-Петербург', 'ru', 'Санкт-Петербург'
  UNION ALL SELECT 'Санкт-Петербург', 'en', 'Saint Petersburg'
  UNION ALL SELECT 'Санкт-Петербург', 'fr', 'Saint-Pétersbourg'
  UNION ALL SELECT 'Казань', 'ru', 'Казань'
  UNION ALL SELECT 'Казань', 'en', 'Kazan'
  UNION ALL SELECT 'Казань', 'fr', 'Kazan'
  UNION ALL SELECT 'Новосибирск', 'ru', 'Новосибирск'
  UNION ALL SELECT 'Новосибирск', 'en', 'Novosibirsk'
  UNION ALL SELECT 'Новосибирск', 'fr', 'Novossibirsk'
  UNION ALL SELECT 'Екатеринбург', 'ru', 'Екатеринбург'
  UNION ALL SELECT 'Екатеринбург', 'en', 'Yekaterinburg'
  UNION ALL SELECT 'Екатеринбург', 'fr', 'Iekaterinbourg'
  UNION ALL SELECT 'Онлайн', 'ru', 'Онлайн'
  UNION ALL SELECT 'Онлайн', 'en', 'Online (Moscow time)'
  UNION ALL SELECT 'Онлайн', 'fr', 'En ligne (heure de Moscou)'
  UNION ALL SELECT 'Paris', 'ru', 'Париж'
  UNION ALL SELECT 'Paris', 'en', 'Paris'
  UNION ALL SELECT 'Paris', 'fr', 'Paris'
  UNION ALL SELECT 'London', 'ru', 'Лондон'
  UNION ALL SELECT 'London', 'en', 'London'
  UNION ALL SELECT 'London', 'fr', 'Londres'
  UNION ALL SELECT 'Online', 'ru', 'Онлайн (время Лондона)'
  UNION ALL SELECT 'Online', 'en', 'Online'
  UNION ALL SELECT 'Online', 'fr', 'En ligne (heure de Londres)'
) t ON t.source = c.name;

-- Newsletter and private-event subscriptions from the landing. One row per address (case-insensitive) and form:
-- subscribing again updates the name, city and consent time instead of failing.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  city TEXT NOT NULL,                -- as chosen or typed
  city_id INTEGER REFERENCES cities (id) ON DELETE SET NULL,
  locale TEXT NOT NULL CHECK (locale IN ('ru', 'en', 'fr')),
  source TEXT NOT NULL DEFAULT 'newsletter' CHECK (source IN ('newsletter', 'private_event')),
  consent_at INTEGER NOT NULL,       -- when the personal-data consent was (last) given
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (email, source)
);
