// Per-file set-up shared by every test file.
process.env.TZ = 'UTC';
