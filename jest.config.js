/** Jest: store, clients, formatters and screens, against the same msw handlers as `npm start`. */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, allowJs: true, isolatedModules: true },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(until-async|rettime|@mswjs|msw)/)'],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/test/support/styleStub.js',
    '\\.(png|jpe?g|webp|svg|gif)$': '<rootDir>/test/support/fileStub.js',
  },
  setupFiles: ['<rootDir>/test/support/env.js'],
  setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
};
