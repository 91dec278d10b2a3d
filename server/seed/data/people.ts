export const FIRST_NAMES = [
  'Lena', 'Jonas', 'Mia', 'Felix', 'Emma', 'Noah', 'Hannah', 'Elias', 'Sofia', 'Paul',
  'Clara', 'Leon', 'Amira', 'Mateo', 'Ida', 'Karim', 'Zoe', 'Luca', 'Frieda', 'Malik',
  'Nele', 'Tobias', 'Yara', 'Anton', 'Marta', 'Jakob', 'Aylin', 'Oskar', 'Lotte', 'Emil',
  'Ines', 'Milan', 'Greta', 'Samuel', 'Nora', 'David', 'Leyla', 'Finn', 'Maja', 'Ben',
  'Chiara', 'Levi', 'Selin', 'Moritz', 'Alma', 'Kenji', 'Rosa', 'Julian', 'Amara', 'Theo',
  'Lucia', 'Arjun', 'Helena', 'Niklas', 'Esra', 'Vincent', 'Marie', 'Tariq', 'Pia', 'Ole',
  'Sanna', 'Jannik', 'Olga', 'Rafael', 'Mila', 'Kofi', 'Johanna', 'Bruno', 'Wiebke', 'Hugo',
] as const;

export const LAST_NAMES = [
  'Hoffmann', 'Schneider', 'Keller', 'Wagner', 'Becker', 'Yilmaz', 'Novak', 'Fischer',
  'Weber', 'Schulz', 'Lindqvist', 'Rossi', 'Meyer', 'Kowalski', 'Braun', 'Dubois',
  'Hartmann', 'Okafor', 'Schwarz', 'Zimmermann', 'Krüger', 'Nakamura', 'Lange', 'García',
  'Wolf', 'Petersen', 'Kaya', 'Richter', 'Jansen', 'Haddad', 'Vogel', 'Morales', 'Brandt',
  'Sato', 'Koch', 'Engel', 'Mensah', 'Friedrich', 'Horvat', 'Lorenz', 'Andersen', 'Berger',
  'Costa', 'Kaiser', 'Ivanova', 'Schubert', 'Ahmadi', 'Franke', 'Larsen', 'Böhm', 'Nowak',
  'Ferreira', 'Pohl', 'Marković', 'Seidel', 'Khan', 'Lehmann', 'Duarte', 'Kühn', 'Albrecht',
] as const;
