package io.redeemdesk.bench.scan;

import com.google.zxing.BarcodeFormat;

import java.awt.image.BufferedImage;

/**
 * One picture of the decode-quality corpus and what it shows.
 *
 * @param name   a file name without extension, starting with the format's name ({@code NONE} for no code)
 * @param format the code's format, {@code null} when the picture has none
 * @param text   the text the code carries, empty when there is none
 */
public record CorpusPicture(String name, BarcodeFormat format, String text, BufferedImage image) {
}
