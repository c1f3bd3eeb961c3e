package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.client.ui.Theme;

import java.time.ZoneId;

/**
 * Everything the cashier window binds to, built once by the application's composition root: the view models,
 * the words in the chosen language, the scanner set-up and the starting theme.
 */
public record CashierScreen(CashierViewModel cashier, StatusViewModel status, SelfTestViewModel selfTest,
                            CameraViewModel camera, Messages text, ScannerTimings timings, ScanText scanText, Theme theme, ZoneId zone) {
}
