package io.redeemdesk.bench.scan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.zxing.BarcodeFormat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Writer;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * zxing-cpp as the decode-quality peer: the npm package {@code zxing-wasm} (zxing-cpp compiled to WebAssembly) run
 * by node on the same picture files, every format of the corpus, with its own harder tries on (rotate, invert,
 * downscale). Installed apart from the build (docs/benchmarks.md): {@code npm install --prefix target/zxing-peer
 * zxing-wasm@3.1.6}.
 */
public final class ZxingPeer {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path packageDir;

    private ZxingPeer(Path packageDir) {
        this.packageDir = packageDir;
    }

    /** What the peer read from one picture: the format and text, both empty when it read nothing. */
    public record Read(Optional<BarcodeFormat> format, Optional<String> text, double ms) {
    }

    /** The peer installed under {@code prefix}, or why it cannot run (no node, package not installed). */
    public static Availability find(Path prefix) {
        Path dir = prefix.resolve("node_modules").resolve("zxing-wasm");
        if (!Files.isRegularFile(dir.resolve("dist/reader/zxing_reader.wasm"))) {
            return new Availability(null, "zxing-wasm is not installed under " + prefix
                    + " (npm install --prefix " + prefix + " zxing-wasm@3.1.6)");
        }
        try {
            Process node = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            String version = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!node.waitFor(30, TimeUnit.SECONDS) || node.exitValue() != 0) {
                return new Availability(null, "node did not answer --version");
            }
            return new Availability(new ZxingPeer(dir), "zxing-wasm under " + prefix + ", node " + version);
        } catch (IOException e) {
            return new Availability(null, "node is not on the PATH");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Availability(null, "interrupted while looking for node");
        }
    }

    /** The peer, or {@code null} with the reason it is missing; {@code description} says which one runs. */
    public record Availability(ZxingPeer peer, String description) {
    }

    /** Reads every file with zxing-cpp looking for {@code formats}; the answers by file. */
    public Map<Path, Read> read(List<Path> files, Collection<BarcodeFormat> formats) throws IOException {
        Path script = Files.createTempFile("zxing-peer", ".mjs");
        try (InputStream in = ZxingPeer.class.getResourceAsStream("zxing-peer.mjs")) {
            Files.write(script, in.readAllBytes());
            String formatList = formats.stream().map(ZxingPeer::peerName).collect(Collectors.joining(","));
            Process node = new ProcessBuilder("node", script.toString(), packageDir.toString(), formatList)
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            Thread feeder = new Thread(() -> feed(node, files), "zxing-peer-feed");
            feeder.start();
            Map<Path, Read> reads = new HashMap<>();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(node.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    JsonNode read = JSON.readTree(line);
                    JsonNode format = read.get("format");
                    reads.put(Path.of(read.get("file").asText()), new Read(
                            format.isNull() ? Optional.empty() : formatOf(format.asText()),
                            read.get("text").isNull() ? Optional.empty() : Optional.of(read.get("text").asText()),
                            read.get("ms").asDouble()));
                }
            }
            node.waitFor(60, TimeUnit.SECONDS);
            feeder.join();
            if (reads.size() < files.size()) {
                throw new IOException("zxing-wasm answered for " + reads.size() + " of " + files.size()
                        + " pictures (node exit " + node.exitValue() + ")");
            }
            return reads;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while zxing-wasm was reading", e);
        } finally {
            Files.deleteIfExists(script);
        }
    }

    private static void feed(Process node, List<Path> files) {
        try (Writer in = new OutputStreamWriter(node.getOutputStream(), StandardCharsets.UTF_8)) {
            for (Path file : files) {
                in.write(file.toAbsolutePath() + "\n");
            }
        } catch (IOException e) {
            node.destroy();
        }
    }

    /** zxing-wasm's name of a format: QR_CODE is QRCode, PDF_417 is PDF417, EAN_13 is EAN13. */
    static String peerName(BarcodeFormat format) {
        return switch (format) {
            case QR_CODE -> "QRCode";
            case DATA_MATRIX -> "DataMatrix";
            case AZTEC -> "Aztec";
            case PDF_417 -> "PDF417";
            case CODE_128 -> "Code128";
            case CODE_39 -> "Code39";
            case CODE_93 -> "Code93";
            case CODABAR -> "Codabar";
            case ITF -> "ITF";
            case MAXICODE -> "MaxiCode";
            default -> format.name().replace("_", "");
        };
    }

    /** The ZXing format of a name zxing-wasm reports ("QRCode", "EAN-13", "UPC-A", "Aztec Code" …). */
    static Optional<BarcodeFormat> formatOf(String peerName) {
        String key = peerName.replaceAll("[^A-Za-z0-9]", "").toUpperCase(Locale.ROOT).replace("AZTECCODE", "AZTEC");
        return Arrays.stream(BarcodeFormat.values()).filter(f -> f.name().replace("_", "").equals(key)).findFirst();
    }
}
