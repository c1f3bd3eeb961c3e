/**
 * Test support shared by the feature tests: a real service on a real port, a till's sale, the screen audit that
 * finds cut or untranslated words, and helpers that drive and size the windows under test.
 */
package io.redeemdesk.testing;
