"""Frame weighting: owner frames and frame statistics decide what a signature holds and what merges.

The planted logs below are the real TVM 0.27 log of a zero-size R.mean (tests/triage/fixtures/
ffi_blank_line_frames_after_output.txt) with only its middle frames, the legalization that owns the bug,
swapped for another op's: message, crash site and entry frames stay byte for byte the same.
"""

import itertools
import json
import re
import shutil
import sqlite3

from click.testing import CliRunner
from relayreduce.triage import DEFAULT_THRESHOLD, triage_directory
from relayreduce.triage.cli import triage
from relayreduce.triage.frame_stats import FrameStats, IdfParams, weighted_similarity
from relayreduce.triage.signature import signature_of
from relayreduce.triage.store import SCHEMA_VERSION, Store
from rawlogs import RAWLOGS, clusters_of, raw_log, triaged

MEAN = "ffi_blank_line_frames_after_output.txt"


def as_batch_norm(text: str) -> str:
    """The same log as if nn.batch_norm's legalization had hit the zero-size division."""
    text = text.replace("legalize_ops/statistical.py\", line 136, in _mean", "legalize_ops/nn.py\", line 596, in _nn_batch_norm")
    return text.replace("legalize_ops/statistical.py\", line 88, in _te_mean", "topi/nn/batch_norm.py\", line 101, in batch_norm")


def vary(text: str, n: int) -> str:
    """The same failure from another program: other line numbers, addresses, shapes and dtypes."""
    text = re.sub(r", line (\d+),", lambda m: f", line {int(m.group(1)) + n},", text)
    return text.replace("(0 vs. 0)", f"(0 vs. {n})").replace("R.Tensor((0, 4)", f"R.Tensor((0, {n + 4})") + \
        f"\nnote: object at 0x{0xdead0 + n:x} (float{16 * (n % 2 + 1)})\n"


def write_logs(root, logs: dict[str, str]) -> None:
    for name, text in logs.items():
        d = root / name
        d.mkdir(parents=True, exist_ok=True)
        (d / "stderr.txt").write_text(text)


def test_owner_frame_enters_the_signature(fixture_text):
    mean = signature_of(None, stderr=fixture_text(MEAN))
    bn = signature_of(None, stderr=as_batch_norm(fixture_text(MEAN)))
    assert mean.bottom[0] == "tvm.relax.transform.legalize_ops.statistical._mean"
    assert bn.bottom[0] == "tvm.relax.transform.legalize_ops.nn._nn_batch_norm"
    assert mean.top == bn.top and mean.message == bn.message  # they differ only in the middle of the stack
    assert mean.similarity(bn) < 0.70


def test_planted_pair_differing_in_a_middle_frame_splits(tmp_path, fixture_text):
    text = fixture_text(MEAN)
    logs = {f"mean{i}": vary(text, i) for i in range(4)} | {f"bn{i}": vary(as_batch_norm(text), i) for i in range(4)}
    write_logs(tmp_path / "logs", logs)
    result = triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    assert result.no_failure == 0
    got = clusters_of(tmp_path / "t.db")
    assert len({got[f"mean{i}"] for i in range(4)}) == 1 and len({got[f"bn{i}"] for i in range(4)}) == 1
    assert got["mean0"] != got["bn0"]


def test_same_cause_with_other_numbers_stays_one_cluster(tmp_path, fixture_text):
    text = fixture_text(MEAN)
    write_logs(tmp_path / "logs", {f"v{i}": vary(text, i) for i in range(6)} | {"crlf": vary(text, 9).replace("\n", "\r\n")})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    assert len(set(clusters_of(tmp_path / "t.db").values())) == 1


def test_common_frames_leave_top_once_the_store_knows_them():
    stats = FrameStats(params=IdfParams(min_docs=4, common_share=0.5))
    stacks = [["crash", f"own{i}", "tvm.relax.vm_build.build"] for i in range(6)]
    stats.add(stacks)
    assert stats.is_common("tvm.relax.vm_build.build") and not stats.is_common("own1")
    assert stats.global_weight("own1") > 2 * stats.global_weight("crash")
    # a shared crash site and entry weigh less than the owner that differs
    assert weighted_similarity(stacks[0], stacks[1], stats) < 0.5
    assert weighted_similarity(stacks[0], stacks[1], FrameStats()) > 0.6  # unweighted, they look alike
    assert weighted_similarity(stacks[0], list(stacks[0]), stats) == 1.0


def test_cluster_ids_stay_when_statistics_move_and_recluster_keeps_marks(tmp_path, fixture_text):
    text = fixture_text(MEAN)
    root = tmp_path / "logs"
    write_logs(root, {f"mean{i}": vary(text, i) for i in range(3)})
    db = tmp_path / "t.db"
    triage_directory(root, db_path=db)
    before = clusters_of(db)
    (cid,) = set(before.values())
    with Store(db) as store:
        store.set_status(cid, "known", "https://github.com/apache/tvm/issues/1")
        docs_before = store.frame_counts()[0]
    # many new failures of another bug move the frame statistics
    write_logs(root, {f"bn{i}": vary(as_batch_norm(text), i) for i in range(30)})
    result = triage_directory(root, db_path=db)
    after = clusters_of(db)
    assert {k: after[k] for k in before} == before and result.read == 30
    with Store(db) as store:
        assert store.frame_counts()[0] > docs_before
    # more failures of the first bug still join its cluster
    write_logs(root, {f"mean{i}": vary(text, i) for i in range(3, 6)})
    assert triage_directory(root, db_path=db).known_hits == 3
    r = CliRunner().invoke(triage, [str(root), "--db", str(db), "--recluster", "--json"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert doc["summary"]["read"] == 36
    known = [c for c in doc["clusters"] if c["status"] == "known"]
    assert len(known) == 1 and known[0]["count"] == 6 and known[0]["url"].endswith("/issues/1")


def test_explain_lists_set_aside_files(tmp_path, fixture_text):
    root = tmp_path / "logs"
    # a DiagnosticError whose note TVM printed to stdout, captured from stderr alone (holdout10)
    hidden = raw_log("seb14e07a5e", "holdout10")
    write_logs(root, {"real": fixture_text(MEAN), "chatter": "epoch 1 ok\nepoch 2 ok\n", "hidden": hidden})
    (root / "bin").mkdir()
    (root / "bin" / "stderr.txt").write_bytes(b"\x00\x01binary")
    (root / "latin1").mkdir()
    (root / "latin1" / "stderr.txt").write_bytes(b"caf\xe9 warming up\n" + fixture_text(MEAN).encode())
    r = CliRunner().invoke(triage, [str(root), "--explain"])
    assert r.exit_code == 0, r.output
    assert "set aside chatter/stderr.txt: no traceback, crash banner, error line or `Check failed` in it\n" in r.stderr
    assert "set aside hidden/stderr.txt: no traceback" in r.stderr and "set TVM_BACKTRACE=1" in r.stderr
    assert "set aside bin/stderr.txt: stderr.txt: binary, skipped" in r.stderr
    assert "real/stderr.txt" not in r.stderr
    # a failure read from a damaged file is listed with what its reading lost
    assert "read latin1/stderr.txt with a warning: stderr.txt: not UTF-8, undecodable bytes replaced\n" in r.stderr


def test_schema_1_store_upgrades_in_place(tmp_path, fixture_text):
    root = tmp_path / "logs"
    write_logs(root, {"a": fixture_text(MEAN)})
    db = tmp_path / "t.db"
    triage_directory(root, db_path=db)
    old_ids = set(clusters_of(db).values())
    con = sqlite3.connect(db)  # turn it into what schema 1 wrote
    con.executescript("ALTER TABLE signatures DROP COLUMN frames; ALTER TABLE failures DROP COLUMN set_aside;"
                      "DROP TABLE stacks; DROP TABLE frame_df; DROP TABLE sites; UPDATE meta SET value='1' WHERE key='schema_version';")
    con.close()
    write_logs(root, {"b": vary(fixture_text(MEAN), 1)})
    triage_directory(root, db_path=db)
    got = clusters_of(db)
    assert set(got.values()) == old_ids and got["b"] == got["a"]
    with Store(db) as store:
        assert store.get_meta("schema_version") == str(SCHEMA_VERSION)


def test_schema_3_store_upgrades_and_its_signatures_stand_in_for_the_stacks_it_did_not_keep(tmp_path, fixture_text):
    root, db = tmp_path / "logs", tmp_path / "t.db"
    write_logs(root, {"a": fixture_text(MEAN)})
    triage_directory(root, db_path=db)
    con = sqlite3.connect(db)  # turn it into what schema 3 wrote: stacks were hashes only
    con.executescript("ALTER TABLE stacks DROP COLUMN cluster_id; ALTER TABLE stacks DROP COLUMN kind;"
                      "ALTER TABLE stacks DROP COLUMN frames; UPDATE meta SET value='3' WHERE key='schema_version';")
    con.close()
    with Store(db) as store:
        assert store.get_meta("schema_version") == str(SCHEMA_VERSION)
        (cid, kind, frames), = store.member_stacks()
        assert cid == clusters_of(db)["a"] and "tvm.relax.transform.legalize_ops.statistical._mean" in frames
    write_logs(root, {"b": as_batch_norm(fixture_text(MEAN))})
    triage_directory(root, db_path=db)
    with Store(db) as store:  # a new stack keeps its frames
        (kept,) = store.db.execute("SELECT frames FROM stacks WHERE frames IS NOT NULL").fetchone()
        assert "tvm.relax.transform.legalize_ops.nn._nn_batch_norm" in kept


# Real logs of independent scripts (bench/rawlogs/main), for the rules that decide whose fault a failure is.


def raw_signature(record: str, part: str = "main"):
    return signature_of(None, stderr=raw_log(record, part))


def test_a_helper_that_reports_its_own_missing_case_is_one_bug_from_every_op():
    # min_value has no bool case: reached from argmax's and from max's legalization, one fix
    argmax, reduce_max = raw_signature("s120cd05048"), raw_signature("s5fbe8b229e")
    assert argmax.top[0] == reduce_max.top[0] == "tvm::prim::min_or_max_value"
    assert argmax.bottom != reduce_max.bottom
    assert argmax.similarity(reduce_max) >= 0.70
    # max_value, its twin for min and argmin, lacks the same case (holdout7: one bug to its author)
    reduce_min = raw_signature("s9c80aff0be", "holdout7")
    assert "Cannot decide max_value" in raw_log("s9c80aff0be", "holdout7")
    assert reduce_min.message == reduce_max.message and reduce_min.similarity(reduce_max) >= 0.70


def test_codegen_on_an_op_without_lowering_is_not_codegen_on_an_op_a_pass_left_unlowered():
    # R.ewise_fma has no legalization at all; R.flip and R.exp have one that an earlier pass skipped
    fma, flip, exp = (raw_signature(r) for r in ("s4d348648d5", "s816a951bc6", "s3e14934e56"))
    assert fma.message.endswith("[on R.ewise_fma]") and flip.message.endswith("[on R.flip]")
    assert fma.top[0].endswith("[R.ewise_fma]") and "R.ewise_fma" in fma.owners
    assert fma.similarity(flip) < 0.70 and fma.similarity(exp) < 0.70
    assert flip.similarity(exp) >= 0.70


def test_codegen_on_an_op_whose_legalization_declined_the_call_is_that_ops_gap():
    # holdout2: conv2d in a blocked layout (NCHW8c) and conv2d_transpose in NHWC; each op's legalization hands
    # calls in layouts TOPI lacks back unchanged, so each reaches VM codegen by a gap of its own: two bugs
    logs = {r: raw_log(r, "holdout2") for r in ("s0baa617668", "s7dcb415f55")}
    blocked, transpose = (signature_of(None, stderr=t) for t in logs.values())
    assert blocked.message.endswith("[on R.nn.conv2d]") and transpose.message.endswith("[on R.nn.conv2d_transpose]")
    assert "R.nn.convNd" in blocked.owners and "R.nn.convNd_transpose" in transpose.owners
    assert blocked.similarity(transpose) < 0.70
    # while R.flip's legalization never declines: a pass that skipped it is to blame (the test above)
    from relayreduce.tvm_adapter import legalization_declines_some_calls

    assert legalization_declines_some_calls("relax.nn.conv2d") is True
    assert legalization_declines_some_calls("relax.flip") is False


def test_sibling_crash_sites_with_one_message_merge():
    add, mul = raw_signature("se80232794f"), raw_signature("s026a288ec3")
    assert add.top[0].startswith("tvm::codegen::CodeGenLLVM::CreateAdd")
    assert mul.top[0].startswith("tvm::codegen::CodeGenLLVM::CreateMul")
    assert add.similarity(mul) >= 0.70


def cut(text: str, keep: float) -> str:
    return text[: int(len(text) * keep)]


def test_a_log_cut_off_inside_its_traceback_joins_the_cluster_whose_stack_holds_its_frames(tmp_path):
    conv2d, layer_norm = ["s006a76c4c4", "s2e1a0eca1c", "s4fb0708940"], ["s0318a1fb15", "s30b6903e27", "s41a03195cd"]
    logs = {r: raw_log(r) for r in conv2d + layer_norm}
    # cut just before the topi frame: what is left ends in call_te, under conv2d's legalization
    full = logs["s2e1a0eca1c"]
    logs["cut_conv2d"] = full[: full.index("topi/nn/conv2d.py")]
    write_logs(tmp_path / "logs", logs)
    result = triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    assert result.no_failure == 0
    got = clusters_of(tmp_path / "t.db")
    cut_sig = signature_of(None, stderr=logs["cut_conv2d"])
    assert cut_sig.cut_off and not cut_sig.message
    assert got["cut_conv2d"] == got["s006a76c4c4"] != got["s0318a1fb15"]


def test_a_cut_off_log_that_fits_two_clusters_founds_its_own(tmp_path):
    # cut so early that only the pipeline's frames are left, which conv2d's and layer_norm's stacks both hold
    logs = {r: raw_log(r) for r in ("s006a76c4c4", "s0318a1fb15")}
    full = logs["s006a76c4c4"]
    logs["cut_early"] = full[: full.index("legalize_ops/nn.py")]
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got["cut_early"] not in (got["s006a76c4c4"], got["s0318a1fb15"])


def test_logs_cut_off_before_any_frame_that_says_what_failed_are_not_one_cluster(tmp_path):
    # holdout13's author cut a tile, a strided_slice and a sort log in pytest's runner or the script's own
    # frames; holdout11's repeat and VM-shape logs in exactly the same pytest frames as one of them
    logs = {r: raw_log(r, "holdout13") for r in ("s6a97fc9cb9", "s70a76e4882", "s71af568bcf")}
    logs |= {r: raw_log(r, "holdout11") for r in ("s247ad2717a", "s36d48eee2d")}
    logs["twin"] = logs["s6a97fc9cb9"]
    write_logs(tmp_path / "logs", logs)
    result = triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    assert result.no_failure == 0
    got = clusters_of(tmp_path / "t.db")
    assert got["twin"] == got["s6a97fc9cb9"]
    assert len({got[r] for r in logs if r != "twin"}) == 5


def test_a_cut_off_log_is_placed_by_the_site_of_the_frame_it_was_cut_in(tmp_path):
    # cut inside the name of its crash site, CodeGenLLVM::CreateAdd at codegen_llvm.cc:1614 (main): the
    # frames it kept, the TIR build's, every codegen failure shares (another author's missing LLVM
    # intrinsic, holdout); the site does not, and a complete log named it
    logs = {"add": raw_log("se80232794f"), "intrinsic": raw_log("s038a54e32f", "holdout"), "cut": raw_log("s3ea005e0ab")}
    assert "codegen_build" in logs["intrinsic"] and "codegen_llvm.cc\", line 1614, in" in logs["cut"]
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got["cut"] == got["add"] != got["intrinsic"]


# Relax's struct-info inference for conv2d and for pool2d both divide by a zero stride at emit time. Without
# TVM_BACKTRACE no frame of either op is printed: the op is read from the call that built the expression.
POOL_BB = "ffi_emit_max_pool2d_zero_stride.txt"  # bb.emit(relax.op.nn.max_pool2d(...)) in a user's script
POOL_SCRIPT = "ffi_tvmscript_max_pool2d_zero_stride.txt"  # TVMScript, TVM_BACKTRACE=1, with a diagnostic
CONV_NN = "ffi_nn_conv2d_zero_stride.txt"  # tvm.relax.frontend.nn's Conv2D(stride=0)


def test_the_source_line_under_a_frame_and_a_diagnostic_statement_are_kept(fixture_text):
    from relayreduce.triage.parse import parse_trace

    bb = parse_trace(fixture_text(POOL_BB))
    assert bb.frames[0].source.startswith("y = bb.emit(relax.op.nn.max_pool2d(x, pool_size=(3, 3)")
    assert bb.frames[-1].source == ""  # a native frame has no source line under it
    script = parse_trace(fixture_text(POOL_SCRIPT))
    assert script.diagnostic_source.startswith("y = R.nn.max_pool2d(x, pool_size=(2, 2)")


def test_the_emitted_op_owns_a_failure_in_code_that_names_no_op(fixture_text):
    pool_bb, pool_script, conv_nn = (signature_of(None, stderr=fixture_text(f)) for f in (POOL_BB, POOL_SCRIPT, CONV_NN))
    assert "<emits InferTypePoolNd>" in pool_bb.owners and "<emits InferTypePoolNd>" in pool_script.owners
    assert "<emits convNd>" in conv_nn.owners
    assert pool_bb.message == conv_nn.message and pool_bb.top[:2] == conv_nn.top[:2]
    # the op's inference runs inside the emit call, whichever API made the call: one op built two ways has
    # the same innermost frames
    assert pool_bb.top == pool_script.top
    assert pool_bb.similarity(pool_script) >= 0.70
    assert pool_bb.similarity(conv_nn) < 0.70


def test_a_constant_outside_its_dtype_is_one_failure_whichever_constructor_refused_it():
    # take(mode="nan") on int32 data fails converting NaN in Python, on uint8 data in MakeConstScalar: one
    # bug in take's legalization. clip with a bound outside int8 (holdout5) fails in IntImm: another bug.
    nan_int32, nan_uint8 = raw_signature("s464e24078e"), raw_signature("sf53bcbd1e1")
    clip = signature_of(None, stderr=raw_log("s391793a374", "holdout5"))
    assert nan_int32.message == nan_uint8.message == clip.message == "a constant outside the range of its dtype"
    assert nan_int32.top[0] == "tvm::te::compute" and nan_uint8.top[0] == "tvm::prim::MakeConstScalar"
    assert nan_int32.similarity(nan_uint8) >= 0.70
    assert nan_int32.similarity(clip) < 0.70 and nan_uint8.similarity(clip) < 0.70


def test_a_class_log_teaches_its_crash_sites_name_to_a_pytest_log_of_another_constructor(tmp_path):
    # holdout5's clip with a bound outside the dtype: an int8 bound fails in IntImm, a uint8 bound in
    # MakeConstScalar, which pytest names only as `op.h:575`. A stderr log of another bug (holdout3's negative
    # on uint8) printed MakeConstScalar with its file: the store learns the name from it, and the two clip
    # logs, whose crash sites are now known to be far apart, stay one cluster, apart from sign's.
    holdout = RAWLOGS
    root, db = tmp_path / "logs", tmp_path / "t.db"
    shutil.copytree(holdout / "holdout5" / "logs", root)
    shutil.copytree(holdout / "holdout3" / "logs" / "s62ffa9d041", root / "sign-stderr")
    assert "MakeConstScalar" not in raw_log("s432c8598da", "holdout5")
    triage_directory(root, db_path=db)
    with Store(db) as store:
        assert store.sites()["<at include/tvm/ir/prim/op.h:575>"] == "tvm::prim::MakeConstScalar"
    assert stored_top(db, "s432c8598da")[0] == "tvm::prim::MakeConstScalar"
    assert stored_top(db, "s391793a374")[0] == "tvm::IntImm::IntImm"
    got = clusters_of(db)
    assert got["s391793a374"] == got["s432c8598da"] != got["sign-stderr"]


def test_an_op_legalized_by_a_shared_helper_is_owned_by_its_te_definition():
    # holdout3: R.sign and R.negative on unsigned data both build the constant -1 in MakeConstScalar, through
    # legalize_ops.common's shared lambda; only topi.sign and topi.negative tell the two bugs apart
    sign, sign_backtrace = (raw_signature(r, "holdout3") for r in ("sebcd90c512", "s401e964fbf"))
    negate, negate_nn = (raw_signature(r, "holdout3") for r in ("s3ccdca3d67", "s62ffa9d041"))
    assert sign.message == negate.message == "a constant outside the range of its dtype"
    assert sign.owners == {"tvm.topi.math.sign"} and negate.owners == {"tvm.topi.math.negative"}
    assert sign.similarity(negate) < 0.70
    assert sign.similarity(sign_backtrace) >= 0.70 and negate.similarity(negate_nn) >= 0.70
    # under an op's own legalization, a TOPI primitive is only one of that op's building blocks
    mean = raw_signature("s4369ff8c49")
    assert any(f.startswith("tvm.topi.") for f in mean.frames)
    assert mean.owners == {"tvm.relax.transform.legalize_ops.statistical._mean",
                           "tvm.relax.transform.legalize_ops.statistical._te_mean"}


def test_a_native_crash_without_tvm_frames_is_not_told_apart_by_the_users_own_functions():
    # holdout6: a SIGFPE in compiled integer division, under faulthandler, from two scripts: one in main(),
    # one in a pytest test; neither log shows a frame of TVM's
    logs = [raw_log(r, "holdout6") for r in ("s600fa1abe4", "s60a5ccbbe5")]
    assert "in main" in logs[0] and "test_ratio_zero_denominator" in logs[1]
    script, test = (signature_of(None, stderr=text) for text in logs)
    assert script.kind == test.kind == "crash"
    assert script.top == test.top == () and script.key == test.key


def test_an_ops_1d_2d_and_3d_variants_are_one_owner():
    # main's conv1d and conv3d logs: topi's conv rejects the negative output extent that each op's type
    # inference let through; engineers group an op's dimension variants (see frames.rewrite in the rules)
    conv1d, conv3d = raw_signature("s1e928cdf25"), raw_signature("s1b282044d3")
    assert "tvm.relax.transform.legalize_ops.nn._nn_convNd" in conv1d.owners & conv3d.owners
    assert conv1d.similarity(conv3d) >= 0.70


def test_ops_that_share_one_type_inference_function_are_one_owner(fixture_text):
    # TVM registers InferTypePool2D for both max_pool2d and avg_pool2d: a zero stride fails in that one function
    max_pool, avg_pool, conv = (signature_of(None, stderr=fixture_text(f))
                                for f in (POOL_BB, "ffi_emit_avg_pool2d_zero_stride.txt", CONV_NN))
    assert "max_pool2d(" in fixture_text(POOL_BB) and "avg_pool2d(" not in fixture_text(POOL_BB)
    # (and 1d, 2d and 3d variants are one frame, see frames.rewrite)
    assert max_pool.owners == avg_pool.owners == {"<emits InferTypePoolNd>"}
    assert max_pool.similarity(avg_pool) == 1.0
    assert avg_pool.similarity(conv) < 0.70


def test_nn_wrap_nested_is_the_frontends_emit_not_an_op():
    # holdout8: `op.wrap_nested(relax.op.strided_slice(...), name="sl")` emits a strided_slice
    sig = raw_signature("se579760e2f", "holdout8")
    assert "op.wrap_nested(relax.op.strided_slice(" in raw_log("se579760e2f", "holdout8")
    assert sig.owners == {"<emits strided_slice>"}


def test_an_owner_inside_the_emit_keeps_the_emitted_op_out(fixture_text):
    # InferBinaryBroadcastShape is shared by every binary op: whichever op was emitted, it is one bug
    sig = signature_of(None, stderr=fixture_text("ffi_broadcast_blockbuilder.txt"))
    assert any(f.startswith("tvm::relax::InferBinaryBroadcastShape") for f in sig.frames)
    assert not any(f.startswith("<emits ") for f in sig.frames)


def test_two_ops_own_functions_in_one_broad_namespace_are_not_siblings(fixture_text):
    # ConvertLayout with a desired layout: pooling.cc's InferLayoutPool2d and InferLayoutAdaptiveAvgPool2D
    # check the same thing, but each is its own op's code (tvm::relax gathers every op's functions)
    pool, adaptive = (signature_of(None, stderr=fixture_text(f"ffi_convert_layout_{op}.txt"))
                      for op in ("max_pool2d", "adaptive_pool2d"))
    assert pool.top[0].startswith("tvm::relax::InferLayoutPoolNd ")
    assert adaptive.top[0].startswith("tvm::relax::InferLayoutAdaptiveAvgPoolNd ")
    assert pool.message == adaptive.message
    assert pool.similarity(adaptive) < 0.70


def test_a_cut_off_log_is_matched_against_every_stack_of_a_cluster_not_only_its_founder():
    from relayreduce.triage.cluster import Clusterer

    # argmax and argmin on a rank-0 tensor: one unchecked reduce. The cluster was founded by the argmax stack
    # and later joined by the argmin one; a log cut off under argmin's TOPI frame fits that member, whose
    # stack holds every frame it kept, better than the founder.
    argmax, argmin = (raw_log(r, "holdout2") for r in ("sa7d42f20bd", "saffb202f76"))
    cut = signature_of(None, stderr=argmin[: argmin.index("return cpp.argmin")])
    assert cut.cut_off and "tvm.topi.reduction.argmin" in cut.frames
    founder_only, with_member = Clusterer(), Clusterer()
    for clusterer in (founder_only, with_member):
        clusterer.add_cluster("argreduce", signature_of(None, stderr=argmax))
    with_member.add_member("argreduce", signature_of(None, stderr=argmin))
    assert with_member.assign(cut).cluster_id == "argreduce"
    assert founder_only.assign(cut).created


def test_a_cut_off_log_is_held_against_every_stack_of_a_signature_in_this_run_and_the_next(tmp_path):
    # strided_slice with a zero stride divides by zero in its type inference, whether TVMScript or BlockBuilder
    # emitted it: the two stacks share one signature (same top and bottom frames) and differ in the entry
    # frames. A log cut off in BlockBuilder.emit holds only frames of the BlockBuilder stack.
    script, builder, cut = "s4686afbe3d", "s84466614c9", "s028b6f4e0e"
    others = ["s2786177fe1", "s60406b07e2"]  # other Divide-by-zero failures: arange, resize
    text = {r: raw_log(r, "holdout3") for r in [script, builder, cut, *others]}
    assert "R.strided_slice" in text[script] and "bb.emit(" in text[builder] and "Divide by zero" not in text[cut]
    sig = {r: signature_of(None, stderr=t) for r, t in text.items()}
    assert sig[script].key == sig[builder].key and sig[script].frames != sig[builder].frames
    assert sig[cut].cut_off and "tvm.relax.block_builder.emit" in sig[cut].frames
    assert "tvm.relax.block_builder.emit" not in sig[script].frames

    together = tmp_path / "together"
    write_logs(together / "logs", {r: text[r] for r in text})
    triage_directory(together / "logs", db_path=together / "t.db")
    got = clusters_of(together / "t.db")
    assert got[cut] == got[builder] == got[script] != got[others[0]]

    later = tmp_path / "later"  # the cut-off log in a later run: the store kept the BlockBuilder stack
    write_logs(later / "logs", {r: text[r] for r in text if r != cut})
    triage_directory(later / "logs", db_path=later / "t.db")
    write_logs(later / "logs", {cut: text[cut]})
    triage_directory(later / "logs", db_path=later / "t.db")
    got = clusters_of(later / "t.db")
    assert got[cut] == got[builder] == got[script]


def test_a_failure_whose_op_went_unread_does_not_gather_the_ops_that_reach_its_helper(tmp_path):
    # holdout11: a zero stride to a pool emitted by a function defined out of the log's sight names no op; it
    # divides by zero in TryConstFold like arange's and conv's type inference, whose ops were read. Had it
    # founded the first cluster (two logs of it make its signature the batch's most frequent), those joined it
    unread = raw_log("s7a9526d3b5", "holdout11")
    logs = {"unread": unread, "unread_again": unread, "arange": raw_log("s16f7cc659e", "holdout11"),
            "conv": raw_log("s1e9e556107", "holdout11")}
    sig = {name: signature_of(None, stderr=text) for name, text in logs.items()}
    assert not sig["unread"].owners and sig["arange"].owners and sig["conv"].owners
    assert sig["unread"].message == sig["arange"].message == sig["conv"].message
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got["arange"] != got["conv"]


def test_a_cluster_a_cut_off_log_founded_does_not_make_another_cut_off_log_ambiguous():
    from relayreduce.triage.cluster import Clusterer

    # dlight scheduling without a target, cut off in dlight's transform_module (holdout10). A complete log of
    # that failure holds its frames; so does a cluster that a log cut off at a bare pass call founded, as
    # it holds almost anything. Only the complete cluster says something of the cut-off log.
    # (BindParams' complete log, another pass's failure, holds the bare pass call too)
    from relayreduce.triage.signature import build_signature

    complete, bind, cut, bare_log = (signature_of(None, stderr=raw_log(r, "holdout10"))
                                     for r in ("s15827d9819", "s4a792f06cf", "sfa8238130f", "sd8ec012cf2"))
    # (a log cut off at the bare pass call says nothing, see [frames] cut_route; a signature of those frames alone,
    # made by hand, stands for a cluster that holds almost anything)
    assert bare_log.says_nothing
    bare = build_signature("exception", "", "", ["tvm.ir.transform.__call__"])
    assert cut.cut_off and bare.cut_off and not cut.owners
    assert "tvm.s_tir.dlight.base.transform.transform_module" in cut.frames
    clusterer = Clusterer()
    clusterer.assign(complete)
    clusterer.assign(bind)
    assert clusterer.assign(bare).created
    assert clusterer.assign(cut).cluster_id == clusterer.assign(complete).cluster_id


def test_a_wrapper_in_pytests_chain_and_a_crash_site_named_by_the_store_do_not_split_one_failure(tmp_path):
    # holdout7: conv2d with groups that do not divide the channels, from BlockBuilder (ValueError, frames named)
    # and from a TVMScript pytest (the DiagnosticError raised while handling it, crash site `convolution.cc:281`)
    pytest_log, builder = "s9fc542018d", "s648a87fabe"
    logs = RAWLOGS / "holdout7" / "logs"
    assert "DiagnosticError" in raw_log(pytest_log, "holdout7")
    early = signature_of(None, stderr=raw_log(pytest_log, "holdout7"))
    assert early.exception_type == "ValueError" and "<emits convNd>" in early.frames  # the site is not named yet
    root, db = tmp_path / "logs", tmp_path / "t.db"
    shutil.copytree(logs, root)
    triage_directory(root, db_path=db)
    top = stored_top(db, pytest_log)
    assert top[0] == "tvm::relax::InferTypeConvNd" and "<emits convNd>" not in top
    got = clusters_of(db)
    assert got[pytest_log] == got[builder]


def test_a_frame_line_cut_mid_name_is_dropped_and_one_cut_in_its_arguments_kept():
    from relayreduce.triage.parse import parse_trace

    full = raw_log("se80232794f")  # bool arithmetic reaching CodeGenLLVM::CreateAdd, TVM_BACKTRACE=1
    at = full.index("CodeGenLLVM::CreateAdd")
    mid_name = parse_trace(full[: at + len("CodeGen")])
    assert mid_name.frames and not any("CodeGen" == f.func.rsplit("::", 1)[-1] for f in mid_name.frames)
    assert "CodeGen" not in mid_name.frames[-1].func
    in_args = parse_trace(full[: full.index("(", at) + 4])
    assert in_args.frames[-1].func.split("(")[0].endswith("CodeGenLLVM::CreateAdd")
    # a complete log's last line is never dropped, newline or not
    assert parse_trace(full.rstrip("\n")).message == parse_trace(full).message


def stored_top(db, name: str) -> tuple[str, ...]:
    with Store(db) as store:
        (top,) = store.db.execute(
            "SELECT s.top FROM failures f JOIN signatures s ON s.key = f.sig_key WHERE f.path LIKE ?", (name + "/%",)
        ).fetchone()
    return tuple(json.loads(top))


def test_pytest_names_a_crash_site_by_location_and_the_store_learns_its_name_from_another_log(tmp_path):
    # pytest's long format prints `codegen_llvm.cc:1532: InternalError` for the innermost native frame,
    # not CodeGenLLVM::CreateIntrinsic; a stderr log of any failure that raised there names it
    root, db = tmp_path / "logs", tmp_path / "t.db"
    pytest_log, stderr_log = raw_log("s354a772f1f"), raw_log("s5d648cd9c8")
    assert "codegen_llvm.cc\x1b[0m:1532: InternalError" in pytest_log and "CreateIntrinsic" not in pytest_log
    write_logs(root, {"pytest-first": pytest_log})
    triage_directory(root, db_path=db)
    assert stored_top(db, "pytest-first")[0].startswith("<at src/target/llvm/codegen_llvm.cc:1532>")
    write_logs(root, {"stderr": stderr_log})
    triage_directory(root, db_path=db)
    write_logs(root, {"pytest-later": pytest_log})  # a later run names it from what the store learned
    triage_directory(root, db_path=db)
    assert stored_top(db, "pytest-later")[0] == stored_top(db, "stderr")[0] == "tvm::codegen::CodeGenLLVM::CreateIntrinsic"
    got = clusters_of(db)
    assert got["pytest-later"] == got["stderr"] == got["pytest-first"]
    with Store(db) as store:
        assert store.sites()["<at src/target/llvm/codegen_llvm.cc:1532>"] == "tvm::codegen::CodeGenLLVM::CreateIntrinsic"


def test_one_message_from_sibling_crash_sites_joins_when_one_macro_made_them_and_splits_when_far_apart(tmp_path):
    # CodeGenLLVM's CreateAdd (line 1614) and CreateMul (1616) are one macro's expansions: one bug for bool.
    # The same check in CreateLT (1633) is another macro's: another bug, though every other frame agrees.
    add, mul = raw_log("se80232794f"), raw_log("s026a288ec3")
    lt = add.replace("line 1614, in llvm::Value* tvm::codegen::CodeGenLLVM::CreateAdd(",
                     "line 1633, in llvm::Value* tvm::codegen::CodeGenLLVM::CreateLT(")
    assert lt != add and "line 1616, in llvm::Value* tvm::codegen::CodeGenLLVM::CreateMul(" in mul
    root, db = tmp_path / "logs", tmp_path / "t.db"
    write_logs(root, {"add": add, "mul": mul, "lt": lt})
    triage_directory(root, db_path=db)
    got = clusters_of(db)
    assert got["add"] == got["mul"] != got["lt"]


def test_a_site_no_log_named_is_near_the_functions_seen_a_few_lines_from_it():
    stats = FrameStats(sites={"<at src/target/llvm/codegen_llvm.cc:1614>": "tvm::codegen::CodeGenLLVM::CreateAdd",
                              "<at src/target/llvm/codegen_llvm.cc:1633>": "tvm::codegen::CodeGenLLVM::CreateLT"})
    assert stats.near("<at src/target/llvm/codegen_llvm.cc:1616>", "tvm::codegen::CodeGenLLVM::CreateAdd") is True
    assert stats.near("<at src/target/llvm/codegen_llvm.cc:1616>", "tvm::codegen::CodeGenLLVM::CreateLT") is False
    assert stats.near("tvm::codegen::CodeGenLLVM::CreateAdd", "tvm::codegen::CodeGenLLVM::CreateLT") is False
    assert stats.near("<at src/ir/prim/op.cc:267>", "tvm::codegen::CodeGenLLVM::CreateAdd") is False  # other file
    assert stats.near("tvm::codegen::CodeGenLLVM::CreateMul", "tvm::codegen::CodeGenLLVM::CreateAdd") is None


def test_a_native_crash_without_tvm_frames_is_placed_by_tvms_last_warning():
    # take's fast mode: TVM warns that out-of-bounds indices segfault, then the VM run does, with no TVM frame
    # in the banner (holdout8, and holdout6 by another author); a rank-0 sort crashes the same way unwarned
    take, other_author, sort = (raw_signature(r, p) for r, p in (
        ("s1005e8ae94", "holdout8"), ("s9c65becaab", "holdout6"), ("s4a4d3c4faa", "holdout8")))
    assert "Fast mode segfaults" in raw_log("s9c65becaab", "holdout6")
    assert take.kind == sort.kind == other_author.kind == "segfault"
    assert take.top == ("<warned at include/tvm/topi/transform.h:1261>",) and sort.top == ()
    assert take.key != sort.key and take.key == other_author.key


def test_a_warning_about_an_earlier_error_does_not_place_a_native_crash():
    banner = raw_log("s4a4d3c4faa", "holdout8")
    warned = "[10:00:00] /project/src/relax/ir/block_builder.cc:67: Warning: BlockBuilder destroyed with remaining blocks!\n"
    assert signature_of(None, stderr=warned + banner).key == signature_of(None, stderr=banner).key


def test_a_native_crash_in_a_pass_is_not_one_in_a_vm_run():
    # LiftTransformParams reading past its parameters, and a rank-0 sort in the VM: both banners hold only
    # CPython's frames, but a pass is entered through its Python __call__ and a VM function directly
    # (holdout7; holdout3's author met the pass crash too)
    lift, other_author, sort = (raw_signature(r, p) for r, p in (
        ("se260a4b5c9", "holdout7"), ("s6c90483f3f", "holdout3"), ("sc02292b33c", "holdout7")))
    assert "slot_tp_call" in raw_log("se260a4b5c9", "holdout7") and "slot_tp_call" not in raw_log("sc02292b33c", "holdout7")
    assert lift.top == ("<entered native code through a Python __call__>",) and sort.top == ()
    assert lift.key != sort.key and lift.key == other_author.key


def test_faulthandlers_python_frames_do_not_hide_where_a_native_crash_entered():
    # the same LiftTransformParams crash, once with faulthandler's dump before the banner (holdout8): its
    # Python frame `tvm.ir.transform.__call__` is TVM's, but it only says where Python called in, so the
    # banner's CPython frames still say how; that places it with holdout7's banner-only logs of the bug
    dumped, banner_only, sort = (raw_signature(r, p) for r, p in (
        ("sef74c3c596", "holdout8"), ("se260a4b5c9", "holdout7"), ("sc02292b33c", "holdout7")))
    assert "Fatal Python error: Segmentation fault" in raw_log("sef74c3c596", "holdout8")
    assert dumped.top[0] == "<entered native code through a Python __call__>" and "tvm.ir.transform.__call__" in dumped.frames
    assert dumped.similarity(banner_only) >= DEFAULT_THRESHOLD > dumped.similarity(sort)


def test_an_op_a_tvmscript_function_returns_is_read_from_its_return_statement():
    # `return R.einsum((a, b), "bij,bjk->bik")`: TVMScript infers the returned call's type in FuncRetValue,
    # not in Emit; the diagnostic points at the return, and einsum's inference owns the failure, as in the
    # author's BlockBuilder script (holdout7)
    returned, emitted = raw_signature("sb0e7138dbf", "holdout7"), raw_signature("sb7d09d1083", "holdout7")
    assert "FuncRetValue" in raw_log("sb0e7138dbf", "holdout7")
    assert returned.frames[0] == emitted.frames[0] == "<emits einsum>"
    assert returned.similarity(emitted) >= DEFAULT_THRESHOLD


def test_the_route_to_a_native_crash_is_not_part_of_its_signature():
    # FoldConstant dividing by a zero constant kills the process with SIGFPE; faulthandler prints Python's
    # frames only. The pass was called directly, by the zero pipeline and by relax.build's default pipeline
    # (holdout5): the innermost TVM frame, where Python called in, is the same; the route is the script's
    direct, zero, default = (raw_signature(r, "holdout5") for r in ("s5b0093f6f3", "s646042718c", "sfa441e0a99"))
    assert "f_zero_pipeline" in raw_log("s646042718c", "holdout5") and "cpu_generic" in raw_log("sfa441e0a99", "holdout5")
    assert direct.kind == zero.kind == default.kind == "crash"
    assert direct.frames == zero.frames == default.frames == ("tvm.ir.transform.__call__",)
    assert direct.key == zero.key == default.key


def test_a_crash_site_known_only_by_its_location_is_tvms_and_the_users_frames_stay_out():
    # pytest's default traceback names argsort's kernel only by `src/runtime/extra/contrib/sort/sort.cc:310`;
    # the test's own helpers (`_run`, `test_argsort_int8`) are the user's naming, not where it failed (holdout6)
    sig = raw_signature("s86c67a3a89", "holdout6")
    assert ":19: in _run" in raw_log("s86c67a3a89", "holdout6")
    assert sig.frames == ("<at src/runtime/extra/contrib/sort/sort.cc:310>",)


def test_an_op_left_unlowered_by_its_own_legalization_is_one_for_its_1d_and_2d_variants():
    # conv1d's and conv2d's legalizations hand back a call whose out_layout TOPI lacks; VM codegen then names
    # the op (holdout10). The variants are one op, as their frames are; another op's gap stays apart
    conv1d, conv2d, pool = (raw_signature(r, "holdout10") for r in ("s677f4f9b4a", "s50edd0bc1d", "s86ed62f175"))
    assert "R.nn.conv1d" in raw_log("s677f4f9b4a", "holdout10") and "R.nn.conv2d" in raw_log("s50edd0bc1d", "holdout10")
    assert conv1d.top[0].endswith("[R.nn.convNd]") and conv2d.top[0].endswith("[R.nn.convNd]")
    assert conv1d.similarity(conv2d) >= DEFAULT_THRESHOLD
    assert pool.top[0].endswith("[R.nn.poolNd]") and pool.similarity(conv2d) < DEFAULT_THRESHOLD


def test_a_message_the_end_of_the_log_cut_short_is_held_against_as_much_as_it_kept():
    # ToMixedPrecision's NTypeFrom check, a log cut 85% of the way in, inside its message (holdout5)
    cut_text = raw_log("s7476035c39", "holdout5")
    assert cut_text.endswith("tvm.error.InternalError: Check failed: (tensor)")
    cut, whole = signature_of(None, stderr=cut_text), raw_signature("s2dfae0cd31", "holdout5")
    assert cut.message_cut and not whole.message_cut and not signature_of(None, stderr=cut_text + "\n").message_cut
    assert cut.similarity(whole) >= DEFAULT_THRESHOLD
    # a cut that kept a letter, or two words every check begins with, says nothing of which failure it was
    # (holdout10: VM codegen's `C`, MatchShape's `Check failed:`)
    letter, words = raw_signature("s6e93e2727e", "holdout10"), raw_signature("s181931e66d", "holdout10")
    assert letter.message == "C <cut>" and words.message == "Check failed: <cut>"
    for other in ("s50edd0bc1d", "s0c90f160fc", "s00b168e771"):  # conv2d's and ewise_fma's codegen, a hidden diagnostic
        assert letter.similarity(raw_signature(other, "holdout10")) < DEFAULT_THRESHOLD
    assert words.similarity(raw_signature("s2891362449", "holdout10")) < DEFAULT_THRESHOLD  # a match_cast's MatchShape


def test_an_op_built_by_a_lambda_the_caller_passed_in_is_read_from_the_callers_line():
    # `bb.emit_output(fn(*params))` in a helper, called as `build(lambda x: relax.op.nn.max_pool1d(...))`
    # (holdout11); another author's helper emits `make_call(*params)` with an avg_pool2d lambda (holdout8)
    helper, other_author = raw_signature("s45f3193f42", "holdout11"), raw_signature("s8ae57ada61", "holdout8")
    assert "build(lambda x: relax.op.nn.max_pool1d(" in raw_log("s45f3193f42", "holdout11")
    assert "bb.emit(make_call(*params))" in raw_log("s8ae57ada61", "holdout8")
    assert "<emits InferTypePoolNd>" in helper.frames and helper.key == other_author.key
    # a helper handed a function defined elsewhere (`build(feature, ...)`) still names no op
    assert not any(f.startswith("<emits ") for f in raw_signature("s7a9526d3b5", "holdout11").frames)


def test_an_op_the_caller_passed_in_uncalled_is_read_from_the_callers_line():
    # `bb.emit(op(x, ...))` in a helper, called as `build_pool(relax.op.nn.max_pool2d, (0, 3))` under pytest
    # (holdout7): the pool's inference, as where the author's other scripts emit max_pool2d themselves
    passed, direct = raw_signature("s2b5974112b", "holdout7"), raw_signature("s2703abdb7d", "holdout7")
    assert "relax.op.nn.max_pool2d" in raw_log("s2b5974112b", "holdout7")
    assert "<emits InferTypePoolNd>" in passed.frames and passed.bottom == direct.bottom


def test_an_ops_1d_and_2d_variants_named_in_their_messages_and_camel_case_frames_are_one():
    # conv1d_transpose and conv2d_transpose reject an output padding not below a zero stride, each in its
    # own words and its own type inference (holdout11)
    one, two = raw_signature("s69d46f78ef", "holdout11"), raw_signature("s8f6dc9d05d", "holdout11")
    assert "Conv1dTranspose expects" in raw_log("s69d46f78ef", "holdout11")
    assert "Conv2dTranspose expects" in raw_log("s8f6dc9d05d", "holdout11")
    assert one.message == two.message and one.message.startswith("ConvNdTranspose expects")
    assert one.top[0] == two.top[0] == "tvm::relax::InferTypeConvNdTranspose"
    assert one.similarity(two) >= DEFAULT_THRESHOLD


def test_a_float_reaching_an_integer_only_tir_operator_is_one_failure_whichever_operator_checked_it():
    # bitwise and/or/xor check `lhs` for int or bool, the shifts for int, bitwise not checks `arg`: three
    # checks, one failure for the three authors who met it (holdout6 and holdout11 with shifts, holdout9)
    logs = [("s558cce592d", "holdout6"), ("s071db2c19c", "holdout6"), ("s6a8a34f874", "holdout9"),
            ("s9867c4a629", "holdout11"), ("sbfcc1a98a0", "holdout11")]
    assert "tvm::left_shift(" in raw_log(*logs[0]) and "tvm::bitwise_neg(" in raw_log(*logs[3])
    sigs = [raw_signature(*log) for log in logs]
    assert {s.message for s in sigs} == {"an integer-only operator given a non-integer operand"}
    assert len({s.key for s in sigs}) == 1
    # a float where a logical operator wants bool only is another check and another failure (holdout3)
    assert raw_signature("s3ae10faadf", "holdout3").key not in {s.key for s in sigs}


def test_a_non_bool_reaching_a_bool_only_tir_operator_is_one_failure_whichever_operator_checked_it():
    # logical or checks `lhs`, logical not `arg` (holdout12); holdout3's author met logical and: one failure
    sigs = [raw_signature(r, p) for r, p in (("s747b487bee", "holdout12"), ("s9a12181108", "holdout12"),
                                              ("s3ae10faadf", "holdout3"))]
    assert "tvm::logical_not(" in raw_log("s9a12181108", "holdout12")
    assert {s.message for s in sigs} == {"a bool-only operator given a non-bool operand"} and len({s.key for s in sigs}) == 1


def test_a_failure_without_tvm_frames_is_not_split_by_the_users_own_functions():
    # tile with negative repeats: the VM call runs out of memory, and the traceback shows only the scripts'
    # own frames (`bb_neg_row.compile_and_run`, `log.compile_and_run`) above tvm-ffi's (holdout13)
    sigs = [raw_signature(r, "holdout13") for r in ("s5c2b49ce6d", "s9e2cd14e7e", "scef60e3bd4")]
    assert "compile_and_run" in raw_log("s5c2b49ce6d", "holdout13")
    assert all(s.kind == "oom" and not any("compile_and_run" in f for f in s.frames) for s in sigs)
    assert len({s.key for s in sigs}) == 1


def test_a_zero_divisor_is_one_failure_whichever_division_folded_it():
    # arange with a zero step: an integer step is folded in FloorDiv (`pb->value`), a float one in Div
    # (`fb->value`); both are arange's type inference lacking a check (holdout9 and holdout3, two authors)
    integer, floating = raw_signature("sd466d25041", "holdout9"), raw_signature("sfee8209626", "holdout9")
    assert "pb->value" in raw_log("sd466d25041", "holdout9") and "fb->value" in raw_log("sfee8209626", "holdout9")
    assert integer.message == floating.message and integer.similarity(floating) >= DEFAULT_THRESHOLD
    # the owners still tell zero-size mean (Div, in its legalization) from zero-stride conv (FloorDiv, in its
    # type inference), and each from arange (holdout8)
    mean, conv = raw_signature("s5a82d7b1db", "holdout8"), raw_signature("s38542540b7", "holdout8")
    assert mean.message == conv.message == integer.message
    for a, b in itertools.combinations((mean, conv, integer), 2):
        assert a.similarity(b) < DEFAULT_THRESHOLD


def test_an_op_emitted_in_a_pytest_test_function_is_read_from_its_listing():
    # a zero stride to max_pool2d, emitted right in the test function: pytest lists the line, and the pool's
    # type inference owns the failure, as in the author's BlockBuilder scripts (holdout9)
    listed, script = raw_signature("sfdc5aeb575", "holdout9"), raw_signature("s3387da1af2", "holdout9")
    assert "<emits InferTypePoolNd>" in listed.frames
    assert listed.similarity(script) >= DEFAULT_THRESHOLD


def test_one_failure_printed_by_python_ipython_a_notebook_and_worker_processes_is_one_cluster(tmp_path, fixture_text):
    from test_triage_parse import PLAIN_POOL, POOL_FORMATS
    # beside the same zero stride reached through conv2d, another op's inference
    names = (PLAIN_POOL, *POOL_FORMATS, CONV_NN)
    write_logs(tmp_path / "logs", {name: fixture_text(name) for name in names})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert {got[name] for name in (PLAIN_POOL, *POOL_FORMATS)} == {got[PLAIN_POOL]} != {got[CONV_NN]}


def test_a_log_that_shows_only_its_crash_site_joins_no_cluster_of_two_that_share_it(tmp_path):
    # holdout16: arange's and strided_slice's zero step both divide by zero in the constant folder; the pytest
    # --tb=line log of the arange one shows that site and nothing of the op, so it could be either. The same
    # author's --tb=line log of bool max, whose site only one cluster holds, still joins it.
    slices, aranges, line_arange = ["s1a4b622668"], ["s90771abdb3"], "sdbd2d1c571"
    bool_max, line_bool_max = "s520b76b42d", "s91ba789a31"
    logs = {r: raw_log(r, "holdout16") for r in [*slices, *aranges, line_arange, bool_max, line_bool_max]}
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got[line_arange] not in {got[slices[0]], got[aranges[0]]}
    assert got[line_bool_max] == got[bool_max]


def test_a_message_cut_before_its_crash_sites_detail_fits_either_detail(tmp_path):
    # holdout14: CodeGenVM's message names the call it could not emit (`R.nn.max_pool2d(...)` left by its own
    # legalization, `R.nn.rms_norm(...)` left by a pass); a log cut before that line could be either
    pool, norm, cut = "s198e65f344", "s0b816d0c3e", "s556ec78c52"
    logs = {r: raw_log(r, "holdout14") for r in (pool, norm, cut)}
    assert logs[cut].endswith("cannot emit this Relax operator")
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got[cut] not in (got[pool], got[norm]) and got[pool] != got[norm]


def test_the_node_an_onnx_converter_failed_on_owns_the_failure(tmp_path):
    # holdout17: Elu's, MeanVarianceNormalization's and Pow's converters each build a binary op with an fp32
    # operand in an fp16 graph; the error strikes when the importer normalizes what the converter returned, so
    # no converter frame is printed, only the importer's `Error converting operator Elu` on stdout. A stderr
    # capture lacks that line: all it says of the converter is the op whose inference rejected what it built
    # (see [frames.converting] built). Elu's converter built R.subtract, which neither of the others did; Pow's
    # and MeanVarianceNormalization's both built R.power, so a stderr capture of either could be either.
    elu, mvn, pow_ = ["s2d7b408350", "s73aa680897"], ["s93ccb93a81", "sf3666e64d8"], ["s128a4399e3", "s8400d56b36"]
    elu_stderr, pow_stderr = "s02c1783310", "s2adb1d7841"
    logs = {r: raw_log(r, "holdout17") for r in [*elu, *mvn, *pow_, elu_stderr, pow_stderr]}
    assert not any("Error converting operator" in logs[r] for r in (elu_stderr, pow_stderr))
    assert "tvm.relax.frontend.onnx.onnx_frontend.Elu" in signature_of(None, stderr=logs[elu[0]]).bottom
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert len({got[r] for r in elu}) == len({got[r] for r in mvn}) == len({got[r] for r in pow_}) == 1
    assert len({got[elu[0]], got[mvn[0]], got[pow_[0]]}) == 3
    assert got[elu_stderr] == got[elu[0]]
    assert got[pow_stderr] not in {got[elu[0]], got[mvn[0]], got[pow_[0]]}


def test_onnx_converters_are_told_apart_by_their_class_in_every_capture(tmp_path):
    # holdout17: four converters read a symbolic dimension as a constant and end in one `'Var' object has no
    # attribute 'value'` inside a list comprehension. Python prints each converter's frame as `_impl_v1`; the
    # installed importer's source says whose, and pytest --tb=line logs keep only the importer's stdout line
    logs = {"attention": ["s382e8beabc", "se32aa056b4", "se667853954"],
            "embed_layer_norm": ["s0fd3c5c362", "s388ae4d09d", "sd02e6bd3cc"],
            "max_unpool": ["s4e179bd6e5", "sd078d81eb2", "sf9ed8c8850"],
            "expand": ["s2ccd99fbb2", "s38c476bcd0", "sa885d464bf"]}
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout17") for rs in logs.values() for r in rs})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    per_cause = [{got[r] for r in rs} for rs in logs.values()]
    assert all(len(c) == 1 for c in per_cause) and len(set.union(*per_cause)) == 4


def test_frames_that_neither_failure_printed_do_not_make_them_alike(tmp_path):
    # holdout18: a harness's Mismatch for garbage read by take's unchecked fast mode, and for NaN from
    # out-of-domain inputs; neither log prints a frame of TVM's, so only their messages can tell
    take, nan = ["s91a30d73af", "s996958fd14", "sa7637f06f7"], ["s25486ef0e3", "s3a3523c280", "sc57a229aea"]
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout18") for r in take + nan})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert len({got[r] for r in take}) == len({got[r] for r in nan}) == 1 and got[take[0]] != got[nan[0]]


def test_a_structural_equality_assertion_fails_where_the_modules_differ(tmp_path):
    # holdout19: tvm.ir.assert_structural_equal against an Expected module, in one frame of TVM's, for a
    # binding CSE left in the body, an Expected with int32 shapes (a Relax function's and a PrimFunc's), and
    # an Expected PrimFunc without private=True: three failures of one assertion
    causes = [["s2b942c3604", "s8c5a8af50b", "sc18f46fbdf"], ["s58362b0184", "s5e213e3597", "sc4d2569ca8"],
              ["sa27f05f25e", "sc2ef504b6d", "se7e216d90b"]]
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout19") for rs in causes for r in rs})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    per_cause = [{got[r] for r in rs} for rs in causes]
    assert all(len(c) == 1 for c in per_cause) and len(set.union(*per_cause)) == 3
    assert "<differs at params.ty.shape.ty.dtype>" in signature_of(None, stderr=raw_log(causes[1][2], "holdout19")).top


def test_a_schedule_error_is_read_by_its_reason_below_the_rendered_ir(tmp_path):
    # holdout20: every ScheduleError's first line is `An error occurred in the schedule primitive '...'`; its
    # `Error message:` line, below the IR with diagnostic, says why: a reduction loop made parallel, against a
    # block without compact dataflow (after decompose_reduction, or an in-place accumulation). The lines below
    # that reason say which condition the block broke: an update block without its init (complete block #1)
    # and an in-place update (#3) are two limits, each one cluster under `parallel` and `vectorize` alike
    reduction_loop = ["s1768b47b75", "s29246b82f3", "s85c1f6c179", "sd4286c9e7f"]
    decomposed, in_place = ["s369bc17fb5", "sa531153b8d", "sd679366232"], ["s177871e6de", "s51f6c92c72", "sa1b8942dc4"]
    not_compact = decomposed + in_place
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout20") for r in reduction_loop + not_compact})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    per_cause = [{got[r] for r in rs} for rs in (reduction_loop, decomposed, in_place)]
    assert all(len(c) == 1 for c in per_cause) and len(set.union(*per_cause)) == 3
    assert signature_of(None, stderr=raw_log(not_compact[0], "holdout20")).message.startswith(
        "The queried subtree root")


def test_a_compilation_error_is_read_by_the_compilers_error(tmp_path, fixture_text):
    # export_library with a host g++ given an aarch64 object, and with an option g++ does not know: TVM's
    # message is `Compilation error:` over the compiler's output, in a temporary directory of its own per run
    wrong_format = fixture_text("export_library_cross_object.txt")
    bad_option = fixture_text("export_library_bad_option.txt")
    # (ld's `file in wrong format` is one of [messages.classes]: an object that the host linker cannot link)
    assert signature_of(None, stderr=wrong_format).message == "an object file that the host linker cannot link"
    logs = {"cross": wrong_format, "option": bad_option,
            "cross-again": re.sub(r"/tmp/tmp\w+/", "/tmp/tmpq1w2e3r4/", wrong_format)}
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got["cross"] == got["cross-again"] != got["option"]
    # holdout23: a linker that says only what it could not read, with no `error` line (a wasm32 object)
    assert signature_of(None, stderr=raw_log("s6867f14bca", "holdout23")).message == (
        "an object file that the host linker cannot link")


def test_the_target_string_tvm_refuses_is_not_part_of_its_message():
    # holdout23: a CLI target string that TVM 0.27 no longer parses, given to Target() and to relax.build,
    # with other options each time; TVM ends its message by echoing the string
    sigs = [signature_of(None, stderr=raw_log(r, "holdout23")) for r in ("s2ec498de4c", "s1c2dab8179")]
    assert sigs[0].message == sigs[1].message
    assert sigs[0].message.endswith("Target creation from string failed: <s>")


def test_a_wrong_result_that_says_only_that_is_alike_no_other_scripts(tmp_path):
    # holdout21: SELU's missing scale and grid_sample's grid layout, each a wrong result that numpy's or torch's
    # assertion reports with nothing of TVM's in the log, are two bugs; holdout19: `take` in fast mode with
    # negative indices, as a script and under pytest (tvm.testing's assert_allclose), where TVM's warning
    # (printed before the failure, or in pytest's captured output after it) says which op it was
    selu = ["s9339ce5b70", "saa474059c6", "sf57dfc7db4"]
    grid = ["s0338a58464", "sd8a55ef9a1"]
    take = ["s0171c99540", "s0968e622c8", "sc39a4bcaea"]
    logs = {r: raw_log(r, "holdout21") for r in selu + grid} | {r: raw_log(r, "holdout19") for r in take}
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert len({got[r] for r in selu + grid}) == len(selu + grid)
    assert len({got[r] for r in take}) == 1
    # pytest names tvm.testing's frame only by where it is (`tvm/testing/utils.py:124`): still the test's frame
    assert all(signature_of(None, stderr=logs[r]).top == ("<warned at include/tvm/topi/transform.h:1261>",) for r in take)


def test_which_comparison_reported_a_wrong_result_says_nothing_of_it(tmp_path):
    # holdout21: `x[:, -1]` read out of bounds by `take` in fast mode, found by numpy's assert_allclose, torch's
    # assert_close and a plain assert; TVM's warning is what they share, and the wording is the script's choice
    negative = ["s240cc6bc7c", "s29bb5d83ec", "s45349c70bd", "s6ce1670b31"]
    got = triaged(tmp_path, {r: ("holdout21", r) for r in negative})
    assert len({got[r] for r in negative}) == 1


def test_a_log_cut_off_in_a_converters_name_joins_that_converters_failure(tmp_path):
    # holdout21: index_put given fewer index tensors than the data has dimensions, three logs whole and one cut
    # off inside the frame of the converter that built it (`_index_p`): the converter is the owner of all four
    index_put = ["s8a1fd90111", "sa236c7d94a", "saa90f2cf17", "s9251fba8ec"]
    got = triaged(tmp_path, {r: ("holdout21", r) for r in index_put})
    assert len({got[r] for r in index_put}) == 1
    assert "tvm.relax.frontend.torch.base_fx_graph_translator._index_put" in signature_of(
        None, stderr=raw_log("s9251fba8ec", "holdout21")).owners


def test_a_result_of_another_shape_is_one_kind_of_wrong_result(tmp_path):
    # holdout21: grid_sample reads torch's grid in another layout, and the result has another shape than torch's:
    # numpy's assert_allclose says `(shapes (2, 3, 6, 2), (2, 3, 6, 6) mismatch)`, torch's assert_close `The values
    # for attribute 'shape' do not match` (a wrong result, as its `Tensor-likes are not close!` is). A right-shaped
    # wrong result of the same bug (a square grid) says nothing more than that it was wrong.
    shape = ["sd8a55ef9a1", "se9e2cae411"]
    sigs = [signature_of(None, stderr=raw_log(r, "holdout21")) for r in shape]
    assert [s.kind for s in sigs] == ["mismatch", "mismatch"]
    assert sigs[0].top == sigs[1].top == ("<a wrong result: a result of another shape than the reference>",)
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout21") for r in shape + ["s0338a58464"]})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got[shape[0]] == got[shape[1]] != got["s0338a58464"]


def test_a_warning_before_a_result_of_another_shape_does_not_explain_it(tmp_path):
    # holdout21: advanced indexing with sliced dims, imported as a sequence of `take`s, gives a result of another
    # shape than torch's; `x[:, -1]` imported as one `take` reads out of bounds and gives wrong values. TVM warns
    # about take's fast mode before both: the warning speaks of what the kernel reads, which can make the values
    # wrong, not the shape, which the program's types fixed
    shape = ["s13732a2c8c", "s4c2596bf87"]
    negative = ["s240cc6bc7c", "s29bb5d83ec", "s45349c70bd", "s6ce1670b31"]
    logs = {r: raw_log(r, "holdout21") for r in shape + negative}
    assert all("transform.h:1261: Warning: Fast mode" in logs[r] for r in shape + negative)
    assert all(signature_of(None, stderr=logs[r]).top == ("<a wrong result: a result of another shape than the reference>",)
               for r in shape)
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert len({got[r] for r in shape}) == len({got[r] for r in negative}) == 1 and got[shape[0]] != got[negative[0]]


def test_each_op_an_importer_has_no_converter_for_is_a_bug_of_its_own(tmp_path):
    # one check in the PyTorch importer lists the ops it has no converter for (`amax.default`,
    # `var_mean.correction`: holdout21), one in the ONNX importer too (`ConvInteger`, `QLinearMatMul`:
    # holdout24); the op, whichever overload, is the converter to write
    causes = [[("holdout21", r) for r in ("s126556eaf8", "s5cb4bc6eb9", "scdcf9efc55", "sf9d249d530")],
              [("holdout21", r) for r in ("s0893d7156a", "s854857903f", "sa9baf41e00")],
              [("holdout24", r) for r in ("s40f6df20f5", "s595e184be5", "s94f4b49567", "sef50c31746")],
              [("holdout24", r) for r in ("s4ff7530fd9", "sb7ab67df8d", "sfd6c33185a", "sfe04276b59")]]
    write_logs(tmp_path / "logs", {r: raw_log(r, part) for rs in causes for part, r in rs})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    per_cause = [{got[r] for _, r in rs} for rs in causes]
    assert all(len(c) == 1 for c in per_cause) and len(set.union(*per_cause)) == len(causes)


def test_the_ops_an_importer_lists_in_either_order_are_one_failure(tmp_path):
    # holdout24: PyTorch's importer lists the ops it has no converter for from a set, so one program's two
    # missing ops (`quantize_per_tensor`, `dequantize`) come in either order from run to run
    quantize = ["s0ecc3cd574", "s3ce404eb52", "sf0aa8d3402", "sff3eaa50aa"]
    amax = ["s126556eaf8", "s5cb4bc6eb9"]
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout24") for r in quantize} | {r: raw_log(r, "holdout21") for r in amax})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert len({got[r] for r in quantize}) == 1 and got[quantize[0]] != got[amax[0]]


def test_two_lists_of_missing_converters_that_share_one_are_one_failure(tmp_path):
    # holdout21: `[pow, sym_float]` and `[truediv, sym_float]` both lack sym_float; holdout24: `[_int_mm, amax]`
    # and `[_int_mm]` both lack _int_mm. Each part's author and a reader of its logs alone grouped them both.
    # A list that shares nothing with another (`[amax]`, `[var_mean]`) stays apart.
    sym_float = [("holdout21", r) for r in ("se563490821", "s3f9b789ca8", "s55afdb2f1e")]
    int_mm = [("holdout24", r) for r in ("sa1142caaed", "s5836ecee0e", "sfd2d3ec2fa")]
    var_mean = [("holdout21", r) for r in ("s0893d7156a", "s854857903f")]
    causes = [sym_float, int_mm, var_mean]
    write_logs(tmp_path / "logs", {r: raw_log(r, part) for rs in causes for part, r in rs})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    per_cause = [{got[r] for _, r in rs} for rs in causes]
    assert all(len(c) == 1 for c in per_cause) and len(set.union(*per_cause)) == len(causes)


def test_a_pytorch_converter_owns_the_failure_it_feeds_an_op(tmp_path):
    # holdout21: `div` with a rounding mode builds an int32 constant (`_div`), and `addmm` makes its output
    # float32 whatever its inputs (`_addmm`): both end in the binary op's dtype check, one fix each
    div = ["s50f549c611", "s686f6185bf", "s6873baf355", "se14cf5dbef"]
    addmm = ["s0bee7a514a", "s524d2f1bc1", "s82145328e6"]
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout21") for r in div + addmm})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert len({got[r] for r in div}) == len({got[r] for r in addmm}) == 1 and got[div[0]] != got[addmm[0]]
    assert "tvm.relax.frontend.torch.base_fx_graph_translator._addmm" in signature_of(
        None, stderr=raw_log(addmm[0], "holdout21")).bottom


def test_the_pytorch_binary_op_converter_owns_the_failure_it_feeds_an_op(tmp_path):
    # holdout21: `_binary_op`'s converter promotes only two tensors, so a tensor and a SymInt (`x.shape[i]` of a
    # dynamic dim) reach add/multiply/divide/subtract with two dtypes; `_div` fails the same check for its own
    # reason (an int32 constant). The converter's closure `call_binary_op` is its owner frame: two fixes
    symint = ["s1c9229ff9f", "s21da9709c9", "saa6dbae262", "sc90d3cf573"]
    div = ["s50f549c611", "s686f6185bf", "s6873baf355", "se14cf5dbef"]
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout21") for r in symint + div})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert len({got[r] for r in symint}) == len({got[r] for r in div}) == 1 and got[symint[0]] != got[div[0]]
    assert "tvm.relax.frontend.torch.base_fx_graph_translator.call_binary_op" in signature_of(
        None, stderr=raw_log(symint[0], "holdout21")).owners


def test_an_op_fed_by_an_importer_and_by_the_users_own_code_are_two_failures(tmp_path):
    # holdout22: index_put given fewer index tensors than the data has dimensions, and a float-only unary op
    # given an integer tensor, each once by the PyTorch importer's converter (its bug) and once by a script
    # that builds the op itself (the user's error); one check fails in each pair
    causes = [["s03ae48adf2", "sbe3cbe2df3", "sf2c071770b"], ["s818eb9f032", "sce87038530"],
              ["s0340115d63", "s4764b80e02", "sc17ff6f3e2", "sfc5a867443"], ["s700df960bd", "sacca0d5b34", "se5db2ecea4"]]
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout22") for rs in causes for r in rs})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    per_cause = [{got[r] for r in rs} for rs in causes]
    assert all(len(c) == 1 for c in per_cause) and len(set.union(*per_cause)) == len(causes)
    # and a reader of the table tells each pair apart: the line names the code that reached the check
    heads = [signature_of(None, stderr=raw_log(rs[0], "holdout22")).head(500) for rs in causes]
    assert len(set(heads)) == len(causes)
    assert heads[0].endswith("< tvm.relax.frontend.torch.base_fx_graph_translator._index_put"), heads[0]


def test_a_check_that_says_it_lacks_the_case_is_one_failure_however_the_op_was_built(tmp_path):
    # holdout24: quantize refuses an int4 output dtype (`Unsupported output datatype`), once from a Relax
    # module the script built and once from ONNX's QuantizeLinear converter: the check is at fault either way
    int4 = ["s4223b7864e", "s916ff8e706"]
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout24") for r in int4})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got[int4[0]] == got[int4[1]]


def test_a_log_that_shows_only_its_crash_site_is_judged_by_it_not_by_the_frames_it_did_not_print(tmp_path):
    # holdout25: pytest's --tb=line prints a failure's innermost site alone (`vm.cc:712`, `codegen_llvm.cc:1614`,
    # `topi/utils.py:125`); the other logs of its cause print the whole route to that site
    causes = [["s344862fa9e", "s7f129753b7", "sf83f3f70be"], ["s2a0e8ff230", "s84d04d9079", "sbe7e04f32b", "seb84d005c5"],
              ["s6f19bc166c", "sa460d94036", "se5e40be53c"]]
    write_logs(tmp_path / "logs", {r: raw_log(r, "holdout25") for rs in causes for r in rs})
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    per_cause = [{got[r] for r in rs} for rs in causes]
    assert all(len(c) == 1 for c in per_cause) and len(set.union(*per_cause)) == len(causes)
    assert all(signature_of(None, stderr=raw_log(r, "holdout25")).shows_only_its_site
               for r in ("s7f129753b7", "s2a0e8ff230", "se5e40be53c"))


def test_a_build_without_cuda_is_one_failure_whichever_check_says_so(tmp_path):
    # holdout20 and holdout22, two authors: a tensor allocated on cuda (the device API lookup) and a kernel
    # launched (the fallback module standing in for the CUDA runtime), one cause each time
    logs = {r: raw_log(r, "holdout20") for r in ("s2667f86e97", "s3ec07136b2", "sac9d7f9186", "sb1904a9f22")}
    logs |= {r: raw_log(r, "holdout22") for r in ("s54622f5186", "s6ab162e0f2", "see4c4edf6b")}
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    assert len(set(clusters_of(tmp_path / "t.db").values())) == 1


def test_a_wrapped_error_is_read_where_it_was_raised_not_by_the_route_to_the_wrapper(tmp_path):
    # holdout20: TVMScript's DiagnosticError over the TIR verifier's error, from `@T.prim_func` and from
    # `@I.ir_module`: the wrapper's traceback is the decorator's route, the wrapped error's is the verifier
    prim_func, ir_module = "s8f78a91815", "s5d4dbea5fd"
    logs = {r: raw_log(r, "holdout20") for r in (prim_func, ir_module)}
    sigs = [signature_of(None, stderr=text) for text in logs.values()]
    assert all(s.exception_type == "InternalError" and "tvm.tirx.analysis.analysis.verify_tirx_well_formed" in s.frames
               for s in sigs)
    write_logs(tmp_path / "logs", logs)
    triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert got[prim_func] == got[ir_module]
