package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.BenchFiles;
import com.google.zxing.BarcodeFormat;
import io.redeemdesk.bench.scan.CorpusFolder;
import io.redeemdesk.bench.scan.CorpusFolder.Entry;
import io.redeemdesk.bench.scan.QualityCorpus;
import io.redeemdesk.bench.scan.QualityTally;
import io.redeemdesk.bench.scan.ZxingPeer;
import io.redeemdesk.client.scan.CodeDecoder;
import io.redeemdesk.client.scan.DecodedCode;
import io.redeemdesk.client.scan.StillImageDecoder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code bench decode-quality}: every picture of a corpus (a folder, or the seeded one generated on the spot) read
 * by the till's decoder — the still-picture decoder, which is also the camera's harder pass — and by zxing-cpp
 * (zxing-wasm through node, skipped with a note when it is not installed); per format and in total how many each
 * read right and how many pictures ours read wrong.
 */
@Command(name = "decode-quality", mixinStandardHelpOptions = true,
        description = "Decoder recall vs zxing-cpp on hard pictures; a JSON line per format, the total last.")
public final class BenchDecodeQualityCommand implements Callable<Integer> {

    @Option(names = "--dir", paramLabel = "D", description = "a folder of pictures, each with NAME.txt holding its"
            + " expected text (default: generate the seeded corpus)")
    Path dir;

    @Option(names = "--save", paramLabel = "D", description = "keep the generated corpus in D (read it again with"
            + " --dir D)")
    Path save;

    @Option(names = "--per-format", description = "pictures per format when generating (default: ${DEFAULT-VALUE})")
    int perFormat = 40;

    @Option(names = "--seed", description = "seed of the generated corpus (default: ${DEFAULT-VALUE})")
    long seed = QualityCorpus.DEFAULT_SEED;

    @Option(names = "--peer-dir", description = "npm prefix zxing-wasm is installed under (default: ${DEFAULT-VALUE})")
    Path peerDir = Path.of("target", "zxing-peer");

    @Override
    public Integer call() throws IOException {
        if (dir == null && (perFormat < 1 || perFormat > 1000)) {
            System.err.println("bench decode-quality: --per-format must be 1 to 1000");
            return 2;
        }
        Path generated = dir != null ? null : save != null ? save : Files.createTempDirectory("decode-quality");
        try {
            if (generated != null) {
                System.out.printf("generating the corpus: %d pictures per format, seed %d%n", perFormat, seed);
                CorpusFolder.write(QualityCorpus.make(perFormat, seed), generated);
            }
            List<Entry> entries = CorpusFolder.read(generated != null ? generated : dir);
            if (entries.isEmpty()) {
                System.err.println("bench decode-quality: no pictures with an expected text (NAME.txt) in " + dir);
                return 2;
            }
            return run(entries);
        } catch (IOException e) {
            System.err.println("bench decode-quality: " + e.getMessage());
            return 1;
        } finally {
            if (generated != null && save == null) {
                BenchFiles.deleteTree(generated);
            }
        }
    }

    private int run(List<Entry> entries) throws IOException {
        Set<BarcodeFormat> formats = EnumSet.copyOf(QualityCorpus.FORMATS);
        entries.stream().map(Entry::format).filter(f -> f != null).forEach(formats::add);
        ZxingPeer.Availability peer = ZxingPeer.find(peerDir);
        Map<Path, ZxingPeer.Read> theirs = Map.of();
        if (peer.peer() == null) {
            System.out.println("zxing-cpp peer skipped: " + peer.description());
        } else {
            System.out.println("zxing-cpp peer: " + peer.description());
            theirs = peer.peer().read(entries.stream().map(Entry::file).toList(), formats);
        }
        StillImageDecoder ours = new StillImageDecoder(new CodeDecoder(formats));
        QualityTally tally = new QualityTally(peer.peer() != null);
        for (Entry entry : entries) {
            long start = System.nanoTime();
            Optional<DecodedCode> code = ours.decode(entry.file());
            double ms = (System.nanoTime() - start) / 1e6;
            ZxingPeer.Read peerRead = theirs.get(entry.file().toAbsolutePath());
            tally.add(entry, code, ms, peerRead);
        }
        tally.print(System.out, QualityCorpus.FORMATS);
        return 0;
    }

}
