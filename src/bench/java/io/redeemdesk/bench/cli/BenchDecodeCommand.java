package io.redeemdesk.bench.cli;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.MultiFormatReader;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.ReaderException;
import com.google.zxing.common.HybridBinarizer;
import io.redeemdesk.client.scan.CodeDecoder;
import io.redeemdesk.bench.scan.CounterScenes;
import io.redeemdesk.bench.scan.CounterScenes.Scene;
import io.redeemdesk.client.scan.DecodedCode;
import io.redeemdesk.client.scan.Frame;
import io.redeemdesk.client.scan.FramePipeline;
import io.redeemdesk.client.scan.GuideBox;
import io.redeemdesk.client.scan.ScanFormats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

/**
 * {@code bench decode}: camera-sized frames, half with a voucher code in the guide box and half with printed text
 * instead, through the app's pipeline (grey conversion of the guide box + decode passes within the frame budget)
 * and through a bare {@code MultiFormatReader.decode} on the whole frame (ZXing's RGB conversion + hybrid
 * binarizer, same formats), interleaved frame by frame in the same run.
 */
@Command(name = "decode", mixinStandardHelpOptions = true,
        description = "Camera decoding pipeline vs bare ZXing on the same frames; JSON line last.")
public final class BenchDecodeCommand implements Callable<Integer> {

    @Option(names = "--width", description = "frame width (default: ${DEFAULT-VALUE})")
    int width = 1280;

    @Option(names = "--height", description = "frame height (default: ${DEFAULT-VALUE})")
    int height = 720;

    @Option(names = "--frames", description = "frames timed (default: ${DEFAULT-VALUE})")
    int frames = 400;

    @Option(names = "--budget-ms", description = "the pipeline's frame budget (default: ${DEFAULT-VALUE})")
    int budgetMs = 25;

    @Override
    public Integer call() {
        if (width < 320 || height < 240 || frames < 10) {
            System.err.println("bench decode: need --width >= 320, --height >= 240 and --frames >= 10");
            return 2;
        }
        Set<BarcodeFormat> formats = ScanFormats.DEFAULT;
        List<Scene> scenes = CounterScenes.make(formats, 4, width, height, 20_261_129);
        FramePipeline pipeline = new FramePipeline(new CodeDecoder(formats), GuideBox.DEFAULT,
                Duration.ofMillis(budgetMs), System::nanoTime);
        MultiFormatReader bare = new MultiFormatReader();
        bare.setHints(Map.of(DecodeHintType.POSSIBLE_FORMATS, formats));

        for (int i = 0; i < Math.min(frames, 3 * scenes.size()); i++) {
            Scene scene = scenes.get(i % scenes.size());
            pipeline.decode(scene.frame());
            bareDecode(bare, scene.frame());
        }
        long[] pipelineNanos = new long[frames];
        long[] bareNanos = new long[frames];
        int[] tally = new int[4];
        for (int i = 0; i < frames; i++) {
            Scene scene = scenes.get(i % scenes.size());
            long start = System.nanoTime();
            Optional<DecodedCode> ours = pipeline.decode(scene.frame());
            long middle = System.nanoTime();
            Optional<String> theirs = bareDecode(bare, scene.frame());
            long end = System.nanoTime();
            pipelineNanos[i] = middle - start;
            bareNanos[i] = end - middle;
            count(tally, scene, ours.map(DecodedCode::text), theirs);
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long sustainedCpu = cpu.getCurrentThreadCpuTime();
        long sustainedStart = System.nanoTime();
        for (int i = 0; i < frames; i++) {
            pipeline.decode(scenes.get(i % scenes.size()).frame());
        }
        double fps = frames / ((System.nanoTime() - sustainedStart) / 1e9);
        double cpuFps = frames / ((cpu.getCurrentThreadCpuTime() - sustainedCpu) / 1e9);
        System.out.printf(Locale.ROOT, "sustained on CPU time alone (what the decoding thread would do on an idle"
                + " core): %.1f frames/s; machine load average when done: %.1f%n", cpuFps,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        return report(pipelineNanos, bareNanos, tally, fps);
    }

    private int report(long[] pipelineNanos, long[] bareNanos, int[] tally, double fps) {
        int withCode = (frames + 1) / 2;
        double p50 = percentileMs(pipelineNanos, 0.50);
        double p99 = percentileMs(pipelineNanos, 0.99);
        double bareP50 = percentileMs(bareNanos, 0.50);
        System.out.printf(Locale.ROOT, "frames %dx%d: %d timed, %d with a code in the guide box, %d without%n",
                width, height, frames, withCode, frames - withCode);
        System.out.printf(Locale.ROOT, "pipeline: p50 %.2f ms, p99 %.2f ms, read %d of %d codes, %d wrong or"
                + " invented%n", p50, p99, tally[0], withCode, tally[1]);
        System.out.printf(Locale.ROOT, "bare ZXing on the whole frame: p50 %.2f ms, p99 %.2f ms, read %d of %d codes,"
                + " %d wrong or invented%n", bareP50, percentileMs(bareNanos, 0.99), tally[2], withCode, tally[3]);
        System.out.printf(Locale.ROOT, "frames without a code only: pipeline p50 %.2f ms, bare p50 %.2f ms%n",
                percentileMs(withoutCode(pipelineNanos), 0.50), percentileMs(withoutCode(bareNanos), 0.50));
        System.out.printf(Locale.ROOT, "sustained: %.1f frames/s through the pipeline on one thread%n", fps);
        System.out.printf(Locale.ROOT, "{\"frames\":%d,\"pipeline_ms_p50\":%.3f,\"pipeline_ms_p99\":%.3f,"
                        + "\"bare_zxing_ms_p50\":%.3f,\"ratio\":%.3f,\"fps_sustained\":%.1f}%n",
                frames, p50, p99, bareP50, p50 / bareP50, fps);
        System.out.flush();
        return 0;
    }

    private static void count(int[] tally, Scene scene, Optional<String> ours, Optional<String> theirs) {
        if (ours.isPresent()) {
            tally[ours.get().equals(scene.text()) ? 0 : 1]++;
        }
        if (theirs.isPresent()) {
            tally[theirs.get().equals(scene.text()) ? 2 : 3]++;
        }
    }

    private static Optional<String> bareDecode(MultiFormatReader reader, Frame frame) {
        RGBLuminanceSource source = new RGBLuminanceSource(frame.width(), frame.height(), frame.argb());
        try {
            return Optional.of(reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(source))).getText());
        } catch (ReaderException e) {
            return Optional.empty();
        } finally {
            reader.reset();
        }
    }

    /** Scenes alternate code, no code: the odd frames show none. */
    private static long[] withoutCode(long[] nanos) {
        return IntStream.range(0, nanos.length).filter(i -> i % 2 == 1).mapToLong(i -> nanos[i]).toArray();
    }

    private static double percentileMs(long[] nanos, double share) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = (int) Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1e6;
    }
}
