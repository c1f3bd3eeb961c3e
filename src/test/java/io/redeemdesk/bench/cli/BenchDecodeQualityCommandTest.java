package io.redeemdesk.bench.cli;

import io.redeemdesk.cli.CommandRun;
import io.redeemdesk.cli.Main;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench decode-quality} end to end on a tiny corpus: generated and saved, then read again from the folder;
 * without zxing-wasm it says the peer is skipped and its JSON lines carry {@code "zxing_cpp":null}; a folder of
 * a picture the user made (Chinese text) is read by the same command.
 */
class BenchDecodeQualityCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aGeneratedCorpusIsSavedReadAgainAndCountedPerFormatAndInTotal(@TempDir Path dir) throws Exception {
        Path corpus = dir.resolve("corpus");
        CommandRun generated = CommandRun.of(new Main(), "bench", "decode-quality", "--per-format", "1",
                "--save", corpus.toString(), "--peer-dir", dir.resolve("no-peer").toString());

        assertThat(generated.exit()).as(generated.err()).isZero();
        assertThat(generated.out()).contains("zxing-cpp peer skipped: zxing-wasm is not installed under");
        List<JsonNode> lines = jsonLines(generated.out());
        assertThat(lines).hasSize(10);
        assertThat(lines.subList(0, 9)).extracting(l -> l.get("format").asText()).containsExactly("QR_CODE", "AZTEC",
                "DATA_MATRIX", "PDF_417", "CODE_128", "CODE_39", "EAN_13", "UPC_A", "NONE");
        JsonNode total = lines.get(9);
        assertThat(total.has("format")).isFalse();
        assertThat(total.get("images").asInt()).isEqualTo(9);
        assertThat(total.get("zxing_cpp").isNull()).isTrue();
        assertThat(total.get("false_positives").asInt()).isZero();
        assertThat(total.get("ours").asInt()).isBetween(1, 8);
        assertThat(total.get("ms_p50").asDouble()).isPositive();
        assertThat(Files.readString(corpus.resolve("EAN_13-000-perspective.txt"))).hasSize(13);

        CommandRun again = CommandRun.of(new Main(), "bench", "decode-quality", "--dir", corpus.toString(),
                "--peer-dir", dir.resolve("no-peer").toString());
        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(jsonLines(again.out()).get(9).get("ours")).isEqualTo(total.get("ours"));
    }

    @Test
    void aFolderOfOwnPicturesIsReadWithTheTextBesideEachPicture(@TempDir Path dir) throws Exception {
        CommandRun save = CommandRun.of(new Main(), "bench", "decode-quality", "--per-format", "1",
                "--save", dir.resolve("all").toString(), "--peer-dir", dir.resolve("no-peer").toString());
        assertThat(save.exit()).as(save.err()).isZero();
        Path own = Files.createDirectories(dir.resolve("own"));
        Files.copy(dir.resolve("all/QR_CODE-000-perspective.png"), own.resolve("QR_CODE-till-photo.png"));
        Files.writeString(own.resolve("QR_CODE-till-photo.txt"), "兑换券 wrong text", StandardCharsets.UTF_8);

        CommandRun run = CommandRun.of(new Main(), "bench", "decode-quality", "--dir", own.toString(),
                "--peer-dir", dir.resolve("no-peer").toString());

        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode total = jsonLines(run.out()).get(1);
        assertThat(total.get("images").asInt()).isEqualTo(1);
        assertThat(total.get("ours").asInt()).isZero();
        assertThat(total.get("false_positives").asInt()).as(run.out()).isEqualTo(1);
        assertThat(run.out()).contains("false read by ours: QR_CODE-till-photo.png -> QR_CODE RD1-");
    }

    @Test
    void aFolderWithoutPicturesOrBadFlagsAreRefused(@TempDir Path dir) {
        CommandRun empty = CommandRun.of(new Main(), "bench", "decode-quality", "--dir", dir.toString());
        assertThat(empty.exit()).isEqualTo(2);
        assertThat(empty.err()).contains("no pictures with an expected text (NAME.txt)");

        CommandRun bad = CommandRun.of(new Main(), "bench", "decode-quality", "--per-format", "0");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("--per-format must be 1 to 1000");
    }

    private static List<JsonNode> jsonLines(String out) {
        return out.lines().filter(l -> l.startsWith("{")).map(l -> {
            try {
                return JSON.readTree(l);
            } catch (Exception e) {
                throw new AssertionError(l, e);
            }
        }).toList();
    }
}
