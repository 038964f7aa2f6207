// Matchers such as toBeInTheDocument and toHaveAccessibleName.
import '@testing-library/jest-dom';
// Next's router replaced by an in-memory one, so links and router.push work in jsdom.
jest.mock('next/router', () => jest.requireActual('next-router-mock'));
