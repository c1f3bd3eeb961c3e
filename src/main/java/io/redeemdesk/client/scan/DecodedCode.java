package io.redeemdesk.client.scan;

import com.google.zxing.BarcodeFormat;

/** What the decoder read from a picture: the symbology and the text it carries. */
public record DecodedCode(BarcodeFormat format, String text) {
}
