package io.redeemdesk.bench.scan;

import com.google.zxing.BarcodeFormat;
import io.redeemdesk.bench.scan.CorpusFolder.Entry;
import io.redeemdesk.client.scan.DecodedCode;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The counts of {@code bench decode-quality}: per format and in total, the pictures, how many ours and zxing-cpp
 * read right (format and text), and the false reads (a wrong text or format, or a code on a picture without one).
 * Prints the pictures only one decoder read, then a JSON line per format and the total JSON line last.
 */
public final class QualityTally {
    private final boolean withPeer;
    private final Map<String, Counts> byFormat = new LinkedHashMap<>();
    private final Counts total = new Counts();
    private final List<String> notes = new ArrayList<>();

    public QualityTally(boolean withPeer) {
        this.withPeer = withPeer;
    }

    /** One picture: what ours read in {@code ms}, what the peer read ({@code null} when it did not run). */
    public void add(Entry entry, Optional<DecodedCode> ours, double ms, ZxingPeer.Read peer) {
        Counts counts = byFormat.computeIfAbsent(entry.format() == null ? "NONE" : entry.format().name(),
                k -> new Counts());
        boolean oursRight = ours.isPresent() && right(entry, ours.get().format(), ours.get().text());
        boolean oursWrong = ours.isPresent() && !oursRight;
        boolean peerRight = peer != null && peer.text().isPresent()
                && right(entry, peer.format().orElse(null), peer.text().get());
        boolean peerWrong = peer != null && peer.text().isPresent() && !peerRight;
        String name = entry.file().getFileName().toString();
        if (oursWrong) {
            notes.add("false read by ours: " + name + " -> " + ours.get().format() + " " + ours.get().text());
        }
        if (peerWrong) {
            notes.add("false read by zxing-cpp: " + name + " -> " + peer.format().orElse(null) + " "
                    + peer.text().get());
        }
        if (peerRight && !oursRight) {
            notes.add("read by zxing-cpp only: " + name);
        } else if (withPeer && oursRight && !peerRight) {
            notes.add("read by ours only: " + name);
        }
        for (Counts c : List.of(counts, total)) {
            c.images++;
            c.ours += oursRight ? 1 : 0;
            c.peer += peerRight ? 1 : 0;
            c.oursWrong += oursWrong ? 1 : 0;
            c.peerWrong += peerWrong ? 1 : 0;
            c.ms.add(ms);
        }
    }

    private static boolean right(Entry entry, BarcodeFormat format, String text) {
        return entry.format() != null && gtin(entry.format(), entry.text()).equals(gtin(format, text));
    }

    /**
     * A UPC-A code is an EAN-13 code with a leading 0, and zxing-cpp 3 reports it that way even when asked for UPC-A
     * only: both spellings of the same symbol count as the same read.
     */
    private static String gtin(BarcodeFormat format, String text) {
        if ((format == BarcodeFormat.EAN_13 || format == BarcodeFormat.UPC_A) && text.length() == 13
                && text.charAt(0) == '0') {
            return BarcodeFormat.UPC_A + " " + text.substring(1);
        }
        return format + " " + text;
    }

    /** The notes, then a line and a JSON line per format ({@code order} first, others after), the total last. */
    public void print(PrintStream out, List<BarcodeFormat> order) {
        notes.forEach(out::println);
        List<String> keys = new ArrayList<>();
        order.stream().map(BarcodeFormat::name).filter(byFormat::containsKey).forEach(keys::add);
        byFormat.keySet().stream().filter(k -> !keys.contains(k)).sorted().forEach(keys::add);
        for (String key : keys) {
            out.println(byFormat.get(key).human(key));
        }
        out.println(total.human("total"));
        for (String key : keys) {
            out.println(byFormat.get(key).json("{\"format\":\"" + key + "\","));
        }
        out.println(total.json("{"));
        out.flush();
    }

    private final class Counts {
        int images;
        int ours;
        int peer;
        int oursWrong;
        int peerWrong;
        final List<Double> ms = new ArrayList<>();

        String human(String label) {
            String theirs = withPeer ? String.format(Locale.ROOT, ", zxing-cpp %d (%d false)", peer, peerWrong)
                    : ", zxing-cpp not run";
            return String.format(Locale.ROOT, "%-12s %4d pictures: ours read %d (%d false)%s; ours p50 %.1f ms",
                    label, images, ours, oursWrong, theirs, p50());
        }

        String json(String start) {
            return String.format(Locale.ROOT, "%s\"images\":%d,\"ours\":%d,\"zxing_cpp\":%s,\"false_positives\":%d,"
                    + "\"ms_p50\":%.1f}", start, images, ours, withPeer ? Integer.toString(peer) : "null", oursWrong,
                    p50());
        }

        double p50() {
            double[] sorted = ms.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            return sorted.length == 0 ? 0 : sorted[(sorted.length - 1) / 2];
        }
    }
}
