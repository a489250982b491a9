"""`relayreduce report --github`: apache/tvm issue drafts from real failure records (tests/regressions/), one
of them minimized for real, one left as it was found, one marked known upstream, and one that no bug in
relayreduce's list of known TVM bugs explains."""

from __future__ import annotations

import dataclasses
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import triage_minimized
from relayreduce.triage import Signature, same_failure, signature_of
from test_minimize import REGRESSIONS, relayreduce

GOLDEN = Path(__file__).parent / "report_fixtures" / "github_draft_not_minimized.md"
NEW_BUG = "llvm_verify_maxpool2d_fused"  # a TVM bug that ops/known_tvm_bugs.toml does not list
SECTIONS = ["### Expected behavior", "### Actual behavior", "### Environment", "### Steps to reproduce", "### Triage"]


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    root = tmp_path_factory.mktemp("report")
    results = root / "results"
    for name in ("llvm_fp16_acos_intrinsic", "batch_norm_training_negative_axis", "bool_cumsum_codegen", NEW_BUG):
        shutil.copytree(REGRESSIONS / name, results / name)
    assert relayreduce("triage", results).returncode == 0
    ids = {c["witness"].split("/")[0]: c["id"] for c in _clusters(results)}
    proc = relayreduce("minimize", results / "llvm_fp16_acos_intrinsic" / "case.pkl", "--runs", "1")
    assert proc.returncode == 0, proc.stderr
    minimized = results / "llvm_fp16_acos_intrinsic" / "reduced"
    # what minimize-all records for a cluster's witness, so that triage and report see the reduction
    from relayreduce.triage.engine import open_store

    with open_store(results) as store:
        store.record_reduction(ids["llvm_fp16_acos_intrinsic"], "llvm_fp16_acos_intrinsic/case.pkl",
                               "llvm_fp16_acos_intrinsic/reduced/case.pkl", 3, 1, {})
    known = relayreduce("triage", results, "--mark", ids["bool_cumsum_codegen"], "--known",
                        "https://github.com/apache/tvm/issues/1")
    assert known.returncode == 0, known.stderr
    return root, ids, minimized


def _clusters(results: Path) -> list[dict]:
    import json

    return json.loads(relayreduce("triage", results, "--json").stdout)["clusters"]


def test_draft_follows_the_bug_report_template(results):
    root, ids, _ = results
    proc = relayreduce("report", "results", "--cluster", ids["llvm_fp16_acos_intrinsic"], "--github", cwd=root)
    assert proc.returncode == 0, proc.stderr
    draft = proc.stdout
    title = draft.splitlines()[0]
    # a known TVM bug explains it (float16 acos, intrinsics left unlowered): the title names that bug, as
    # relayreduce/ops/known_tvm_bugs.toml does, after the op
    assert re.fullmatch(r"# \[Bug\] \[Relax\] R\.acos: float16 fails to compile for LLVM: unknown intrinsic "
                        r"\(FloatSuffix has no float16 case\)", title), title
    positions = [draft.index(s) for s in SECTIONS]
    assert positions == sorted(positions)
    assert "- TVM: 0.27" in draft and "- LLVM:" in draft and "- NumPy:" in draft and "- Python:" in draft
    assert "python repro.py --target llvm" in draft and "python repro.py --target cuda" in draft
    assert "* needs-triage\n* type: bug\n* backend: llvm" in draft
    trace = draft.split("### Actual behavior", 1)[1].split("### Environment", 1)[0]
    assert len(trace.splitlines()) <= 48 and "relayreduce/" not in trace and "site-packages" not in trace
    gh = proc.stderr.strip().splitlines()[-1]
    assert "gh issue create --repo apache/tvm --title" in gh and "--label 'backend: llvm'" in gh


def test_a_check_without_a_reason_is_titled_by_the_function_that_failed_it(results):
    # bool cumsum: `Check failed: (t.MatchesCode(DLDataTypeCode::kDLFloat)) is false: ` and nothing after it;
    # not minimized, so no op names the title either: the codegen function does, not `compile` (the cluster is
    # marked known, so it gets no draft: its title is the one the HTML report shows)
    from relayreduce.report import github
    from relayreduce.report.gather import gather

    root, ids, _ = results
    (cluster,) = gather(root / "results", ids["bool_cumsum_codegen"])
    title = github.title(cluster)
    assert title.startswith("[Bug] [Relax] CodeGenLLVM::CreateAdd: check `t.MatchesCode(DLDataTypeCode::kDLFloat)`"), title


def test_a_subject_names_the_op_as_the_trace_printed_it():
    # triage reads conv1d/2d/3d as one frame `_nn_convNd`; a title names the op this failure ran
    from relayreduce.report.gather import subject_of

    log = Path(__file__).parent / "triage" / "fixtures" / "ffi_nn_conv2d_zero_stride.txt"
    text = log.read_text()
    sig = signature_of(None, stderr=text)
    assert "<emits convNd>" in sig.owners
    assert subject_of(sig, None, None, text) == "conv2d"
    assert subject_of(sig, None, None) == "convNd"  # no trace to read the op from: the rules' own name stays


def test_a_subject_names_the_op_the_trace_printed_whatever_the_rules_made_of_its_name():
    # the rules make max_pool and avg_pool one family and 1d/2d/3d one frame: `_nn_adaptive_avg_pool1d` is
    # `_nn_adaptive_poolNd` to triage, an op that does not exist (campaign seed 20261128, cluster 97d0f22e)
    from relayreduce.report.gather import subject_of

    text = (Path(__file__).parent / "report_fixtures" / "adaptive_avg_pool1d_legalize_trace.txt").read_text()
    sig = signature_of("exception", "TypeError", "Cannot convert from type `ir.Var` to `Array<ir.Expr>`", text)
    assert any(f.endswith("_nn_adaptive_poolNd") for f in sig.bottom), sig.bottom
    assert subject_of(sig, None, None, text) == "R.nn.adaptive_avg_pool1d"


# cluster 75b42c47 of the campaign with seed 20261127: rms_norm's legalization fails in a module that also
# calls split; reduction.json lists the ops sorted, and the title named the last of them
RMS_NORM_IN_LEGALIZATION = {
    "key": "c82f60ad0ab4d511", "kind": "exception", "exception_type": "InternalError",
    "message": "Check failed: shape.size() == indices.size() (<vs>) : Tensor dimension mismatch in read ndim = <n>, "
               "indices.size=<v>",
    "top": ["tvm::te::Tensor::IndexTensor [shape.size() == indices.size(]", "tvm::te::Tensor::operator()",
            "tvm::te::compute"],
    "bottom": ["tvm.relax.transform.legalize_ops.nn._nn_rms_norm", "tvm.topi.nn.rms_norm.rms_norm"],
    "frames": ["tvm::te::Tensor::IndexTensor", "tvm::te::Tensor::operator()", "tvm::te::compute",
               "tvm.topi.nn.rms_norm.rms_norm", "tvm.relax.utils.gen_call_tir_inputs",
               "tvm.relax.block_builder.call_te", "tvm.relax.transform.legalize_ops.nn._nn_rms_norm",
               "tvm.ir.transform.__call__", "tvm.relax.pipeline._pipeline", "tvm.ir.transform.__call__",
               "tvm.relax.vm_build.build", "tvm.driver.build_module.compile"]}


def test_a_subject_is_the_op_whose_code_failed_not_one_picked_from_the_module():
    from relayreduce.report.gather import subject_of

    sig = Signature.from_dict(RMS_NORM_IN_LEGALIZATION)
    for ops in (["split", "nn.rms_norm"], ["nn.rms_norm", "split"]):
        assert subject_of(sig, None, ops) == "R.nn.rms_norm"
    # a frame that names no op (a shared inference helper) does not say which of a minimal module's ops is
    # wrong: the title names them all, in program order
    helper = Signature.from_dict({**RMS_NORM_IN_LEGALIZATION, "bottom": ["tvm.driver.build_module.compile"],
                                  "top": ["tvm::relax::InferBinaryArithOpOutDtype"]})
    assert subject_of(helper, None, ["variance", "subtract"]) == "R.variance, R.subtract"
    assert subject_of(helper, None, ["variance"]) == "R.variance"
    assert subject_of(helper, None, None) == "relax::InferBinaryArithOpOutDtype"


def test_an_op_repr_in_a_message_is_cut_to_the_op_name_however_deeply_it_nests():
    from relayreduce.report.github import _without_op_reprs

    message = ('ir.Op(span=None, ty=ir.Type(span=None), name="relax.nn.batch_norm", description="", arguments=('
               'ir.ArgumentInfo(name="data", type_info="Tensor", description="Input (any layout)."),), '
               'attrs_type_key="relax.attrs.BatchNormAttrs", num_inputs=5) requires all the input tensors to have '
               'the same dtype')
    assert _without_op_reprs(message) == "relax.nn.batch_norm requires all the input tensors to have the same dtype"


def test_the_actual_behavior_names_an_op_tvm_printed_as_its_whole_repr(results):
    root, ids, _ = results
    draft = relayreduce("report", "results", "--cluster", ids["llvm_fp16_acos_intrinsic"], "--github", cwd=root).stdout
    actual = draft.split("### Actual behavior", 1)[1].split("```", 1)[0]
    assert "`InternalError: unknown intrinsic tirx.acos`" in actual and "ir.Op(" not in actual, actual


def test_the_repro_inlined_in_a_draft_runs_and_reproduces_the_failure(results, tmp_path):
    root, ids, minimized = results
    draft = relayreduce("report", "results", "--cluster", ids["llvm_fp16_acos_intrinsic"], "--github", cwd=root).stdout
    details = draft.split("<details>", 1)[1]
    script = details.split("```python\n", 1)[1].split("\n```", 1)[0]
    repro = tmp_path / "repro.py"
    repro.write_text(script + "\n")
    proc = subprocess.run([sys.executable, str(repro)], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    import json

    target = Signature.from_dict(json.loads((minimized / "reduction.json").read_text())["signature"])
    assert same_failure(target, signature_of(None, stderr=proc.stderr))


def test_all_drafts_open_clusters_and_each_known_bug_once(results, tmp_path):
    root, ids, _ = results
    proc = relayreduce("report", "results", "--all", "--out", tmp_path / "drafts", cwd=root)
    assert proc.returncode == 0, proc.stderr
    written = sorted(p.stem for p in (tmp_path / "drafts").iterdir())
    # the float16 acos (minimized) and the batch_norm negative axis (as found) show their bugs' own symptoms:
    # relayreduce's list of known TVM bugs explains them. No apache/tvm issue is recorded for the batch_norm
    # bug, so it is drafted once, saying it is one the list knows; the float16 acos is apache/tvm#17487, so it
    # is not drafted again; the cluster marked known is not drafted
    explained = {"batch_norm_training_negative_axis": "negative axis"}
    assert written == sorted([ids[NEW_BUG], *(ids[name] for name in explained)])
    assert len(proc.stdout.strip().splitlines()) == 2 and "1 known or ignored" in proc.stderr
    assert [line for line in proc.stderr.splitlines() if line.startswith("not drafted: cluster")] == [
        f"not drafted: cluster {ids['llvm_fp16_acos_intrinsic']} is explained by a known TVM bug of acos, filed as "
        "https://github.com/apache/tvm/issues/17487: LLVM codegen has no float16 lowering for tirx.acos"]
    unminimized = (tmp_path / "drafts" / f"{ids[NEW_BUG]}.md").read_text()
    assert "has not been minimized yet" in unminimized and "relayreduce minimize results/" in unminimized
    assert "a TVM bug it knows of" not in unminimized
    for name, words in explained.items():
        draft = (tmp_path / "drafts" / f"{ids[name]}.md").read_text()
        assert "relayreduce attributes this failure to a TVM bug it knows of: " in draft and words in draft


def test_a_known_bug_that_shows_in_several_checks_is_drafted_once_from_the_cluster_that_shows_it_best():
    # campaign seed 20261127: R.mean/variance/std of an integer tensor are typed int but return int64 or float32
    # at run time; the op that reads the result fails in its own words (subtract's dtype check, concat's, an
    # if's condition), one cluster per check, and all are one bug
    from types import SimpleNamespace

    from relayreduce.known_bugs import Explanation, known_bugs
    from relayreduce.report.gather import draft_known_bugs_once

    std = next(b for b in known_bugs() if b.op == "std" and "result-type" in b.stage)
    acos = next(b for b in known_bugs() if b.op == "acos")
    filed = dataclasses.replace(acos, url="https://github.com/apache/tvm/issues/1")

    def cluster(cid, bug, likely=True, size=3, minimized=True, status="new"):
        return SimpleNamespace(id=cid, explanation=Explanation(bug, likely) if bug else None, minimized=minimized,
                               sizes=(9, size), logs_only=False, summary=SimpleNamespace(status=status), same_bug=None)

    def chosen(clusters):
        draft_known_bugs_once(clusters)
        return {c.id: sorted(o.id for o in c.same_bug) for c in clusters if c.same_bug is not None}

    clusters = lambda: [cluster("c1", std, size=2), cluster("c2", std, size=1),
                        cluster("c3", std, size=1, minimized=False), cluster("c4", std, likely=False, size=5),
                        cluster("c5", None), cluster("c6", filed), cluster("c7", std, status="known")]
    # the cluster whose failure shows the bug's own symptom beats smaller ones that fail in another check
    assert chosen(clusters()) == {"c4": ["c1", "c2", "c3"]}
    assert chosen([c for c in clusters() if c.id != "c4"]) == {"c2": ["c1", "c3"]}  # else the smallest minimal module
    # a bug filed upstream (its url recorded) is not drafted again; a limitation never is
    group_norm = next(b for b in known_bugs() if b.limitation)
    assert chosen([cluster("c8", filed), cluster("c9", group_norm)]) == {}
    # the audit of campaign 20261130 drafted rank-0 layer_norm and rms_norm twice: one shared type check
    # accepts rank 0, so one draft; so bool max and min; argmax's bool identity is its own reducer's
    rank0 = [b for b in known_bugs() if b.op in ("nn.layer_norm", "nn.rms_norm") and "0 dim" in b.symptom]
    bool_reduce = [b for b in known_bugs() if b.op in ("max", "min", "argmax") and "bool" in b.when]
    assert len(rank0) == 2 and len(bool_reduce) == 3
    assert chosen([cluster("n1", rank0[0], likely=False), cluster("n2", rank0[1], likely=False)]) == {"n1": ["n2"]}
    assert chosen([cluster(f"b{i}", b, likely=False) for i, b in enumerate(bool_reduce)]) == {"b0": ["b1"], "b2": []}


def test_a_cluster_a_known_bug_explains_is_drafted_on_request_and_says_so(results):
    root, ids, _ = results
    proc = relayreduce("report", "results", "--cluster", ids["batch_norm_training_negative_axis"], "--github", cwd=root)
    assert proc.returncode == 0 and proc.stdout.startswith("# [Bug]")
    note = proc.stderr.strip().splitlines()[0]
    assert note.startswith(f"note: cluster {ids['batch_norm_training_negative_axis']} is explained by a known TVM bug "
                           "of nn.batch_norm: relax.nn.batch_norm with training=True and a negative axis")
    assert "draft that bug once" in note and "file it only if apache/tvm has no issue for that bug yet" in note
    new = relayreduce("report", "results", "--cluster", ids[NEW_BUG], "--github", cwd=root)
    assert new.returncode == 0 and "known TVM bug" not in new.stderr


def test_golden_draft_of_an_unminimized_cluster(results):
    """The whole Markdown of one draft, fixed: any change to the layout shows up here first."""
    root, ids, _ = results
    proc = relayreduce("report", "results", "--cluster", ids["batch_norm_training_negative_axis"], "--github", cwd=root)
    assert proc.returncode == 0, proc.stderr
    draft = re.sub(r"signature `[0-9a-f]+`", "signature `<key>`", proc.stdout)
    draft = re.sub(r"(?m)^- (OS|CPU|Python|LLVM|NumPy|TVM git commit): .*$", r"- \1: <env>", draft)
    if not GOLDEN.exists():  # first run writes it; review it before committing
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(draft)
    assert draft == GOLDEN.read_text()


def test_report_bad_input_is_one_line(tmp_path):
    for args, needle in ((("report", tmp_path / "nope", "--all", "--out", tmp_path / "d"), "not a directory"),
                         (("report", tmp_path, "--github"), "use --cluster ID --github")):
        proc = relayreduce(*args)
        assert proc.returncode == 2 and needle in proc.stderr and "Traceback" not in proc.stderr


def test_clusters_read_from_logs_alone_are_not_drafted_as_tvm_bugs(tmp_path):
    # holdout4's raw logs: a user error that TVM reports properly (an nn module's parameters in another dtype)
    # and a real defect look alike from a log; with no module behind them neither is drafted
    results = tmp_path / "results"
    shutil.copytree(REGRESSIONS / NEW_BUG, results / NEW_BUG)
    raw = Path(__file__).parent.parent / "bench" / "rawlogs" / "holdout4" / "logs"
    for record in ("s0054a5fd4b", "s3094a0b6ae"):
        shutil.copytree(raw / record, results / "logs" / record)
    assert relayreduce("triage", results).returncode == 0
    clusters = _clusters(results)
    assert len(clusters) == 3
    logs_only = [c["id"] for c in clusters if c["witness"] is None]
    (with_case,) = [c["id"] for c in clusters if c["witness"] is not None]
    assert len(logs_only) == 2

    proc = relayreduce("report", results, "--all", "--out", tmp_path / "drafts")
    assert proc.returncode == 0, proc.stderr
    assert [p.name for p in (tmp_path / "drafts").iterdir()] == [f"{with_case}.md"]
    assert "2 cluster(s) read from logs alone not drafted" in proc.stderr
    assert len(proc.stdout.strip().splitlines()) == 1  # one gh line, for the cluster with a case

    proc = relayreduce("report", results, "--cluster", logs_only[0], "--github")
    assert proc.returncode == 2 and "read from logs alone" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and not proc.stdout

    assert relayreduce("report", results, "--html", tmp_path / "site").returncode == 0
    page = (tmp_path / "site" / "clusters" / f"{logs_only[0]}.html").read_text()
    assert "Read from logs alone" in page and 'id="draft-body"' not in page


@pytest.fixture
def marked(tmp_path):
    """Two clusters drafted once, then one marked known upstream and the other ignored."""
    results = tmp_path / "results"
    for name in (NEW_BUG, "fastmath_globalvar_name"):  # two bugs the known-bugs list does not explain
        shutil.copytree(REGRESSIONS / name, results / name)
    assert relayreduce("report", results, "--all", "--out", tmp_path / "drafts").returncode == 0
    ids = {c["witness"].split("/")[0]: c["id"] for c in _clusters(results)}
    known, ignored = ids["fastmath_globalvar_name"], ids[NEW_BUG]
    assert relayreduce("triage", results, "--mark", known, "--known", "https://github.com/apache/tvm/issues/1",
                       "--ignore", ignored).returncode == 0
    return results, known, ignored


def test_a_known_or_ignored_cluster_is_not_drafted_on_request_either(marked):
    results, known, ignored = marked
    for cid, why in ((known, f"cluster {known} is known upstream (https://github.com/apache/tvm/issues/1): "
                             "not drafted again"),
                     (ignored, f"cluster {ignored} is ignored: not drafted")):
        proc = relayreduce("report", results, "--cluster", cid, "--github")
        assert proc.returncode == 2 and not proc.stdout
        assert proc.stderr.strip().splitlines() == [f"Error: {why}"]


def test_drafts_of_clusters_no_longer_open_are_removed_when_drafts_are_rewritten(marked, tmp_path):
    results, known, ignored = marked
    drafts = tmp_path / "drafts"
    assert sorted(p.stem for p in drafts.iterdir()) == sorted([known, ignored])
    (drafts / "notes.md").write_text("mine")  # not a draft: left alone
    proc = relayreduce("report", results, "--all", "--out", drafts)
    assert proc.returncode == 0 and not proc.stdout
    assert "wrote 0 draft(s)" in proc.stderr and "2 known or ignored cluster(s) not drafted" in proc.stderr
    assert [p.name for p in drafts.iterdir()] == ["notes.md"]


def test_a_hang_is_titled_by_its_ops_and_the_stage_it_hung_in(tmp_path):
    # TVM 0.27's simplifier takes minutes to compile a cumsum over a rank-4 int32 tensor of symbolic dims
    # (campaign seed 20261127, cluster d4c19012, was titled "timeout: timeout in TVM")
    from relayreduce.case import OracleSpec, make_case
    from relayreduce.inputs import random_inputs
    from relayreduce.ir import FunctionBuilder, TensorType, module
    from relayreduce.oracles import run_oracle
    from relayreduce.report import github
    from relayreduce.report.gather import gather
    from relayreduce.results import write_failure
    from relayreduce.sandbox import run_sandboxed

    b = FunctionBuilder("main")
    x = b.param("x", TensorType(("m", "m", "m", "m"), "int32"))
    with b.dataflow():
        y = b.call("cumsum", x, axis=1, dtype=None, exclusive=False)
    program = module(b.finish(y))
    case = make_case(program, random_inputs(program.main, seed=0), oracle=OracleSpec("compile"))
    outcome = run_sandboxed(run_oracle, case, timeout_s=3)
    assert (outcome.kind, outcome.stage) == ("timeout", "compile")
    write_failure(tmp_path / "results", case, outcome, "compile")
    (cluster,) = gather(tmp_path / "results")
    assert github.title(cluster).startswith("[Bug] [Relax] R.cumsum: hang in tvm.compile: no result within"), \
        github.title(cluster)
    assert "it hung in tvm.compile" in github.body(cluster, tmp_path / "results")


def test_a_failure_tvm_gives_on_purpose_is_not_drafted_even_on_request(tmp_path):
    # float64 group_norm, as a campaign found it: topi says `group_norm: only support float32 and float16 for
    # now`, a limitation that ops/known_tvm_bugs.toml marks, not a bug to report
    results = tmp_path / "results"
    shutil.copytree(Path(__file__).parent / "report_fixtures" / "group_norm_float64", results / "group_norm_float64")
    proc = relayreduce("report", results, "--all", "--out", tmp_path / "drafts")
    assert proc.returncode == 0 and not proc.stdout and not list((tmp_path / "drafts").iterdir())
    (cid,) = [c["id"] for c in _clusters(results)]
    why = f"cluster {cid} is not TVM's bug: a deliberate limitation of nn.group_norm: "
    assert f"not drafted: {why}" in proc.stderr
    proc = relayreduce("report", results, "--cluster", cid, "--github")
    assert proc.returncode == 2 and not proc.stdout
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith(f"Error: {why}") and line.endswith(": not drafted")


# Records of the campaign with seed 20261128 (see tests/test_known_bugs.py), each the witness of one of its
# clusters, minimized: three of one bug (R.variance, R.std, R.mean of bool: one cast missing in TVM's
# statistical legalizers), two of another (R.nn.conv1d and R.clip of bool: CodeGenLLVM has no bool case), the
# float16 acos (apache/tvm#17487), the if-branch segfault (StaticPlanBlockMemory, apache/tvm#20191), the
# layer_norm with unsorted axes and the FastMathTransform crash. The campaign drafted all nine.
CAMPAIGN = Path(__file__).parent / "report_fixtures" / "campaign_20261128"
STATISTICAL = {"7560c36f0c81e413": "variance", "a47d4e39991d5b67": "std", "8a155b1fb5a4a2df": "mean"}
BOOL_CODEGEN = {"a10a31bdb230288e": "clip", "7804f0b32fd884b1": "nn.conv1d"}
FLOAT16_ACOS, SEGFAULT, LAYER_NORM, FASTMATH = ("4c49f9f584e3f9b3", "bcbb1a601dce2efa", "300e112c89e8ad58",
                                                "2cdbe493465840c7")


@pytest.fixture(scope="module")
def campaign(tmp_path_factory):
    results = tmp_path_factory.mktemp("campaign") / "results"
    shutil.copytree(CAMPAIGN, results, ignore=shutil.ignore_patterns("messages.txt"))
    ids = triage_minimized(results)  # what the campaign's minimize-all recorded
    assert len(ids) == len(set(ids.values())) == 9
    drafts = results.parent / "drafts"
    proc = relayreduce("report", results, "--all", "--out", drafts)
    assert proc.returncode == 0, proc.stderr
    titles = {}
    for line in proc.stdout.splitlines():
        words = shlex.split(line)
        titles[Path(words[words.index("--body-file") + 1]).stem] = words[words.index("--title") + 1]
    return results, ids, drafts, titles, proc.stderr


def test_a_campaign_drafts_one_issue_per_root_cause_not_per_op(campaign):
    results, ids, drafts, titles, stderr = campaign
    statistical, codegen = ids["7560c36f0c81e413"], ids["a10a31bdb230288e"]
    assert sorted(p.stem for p in drafts.iterdir()) == sorted(titles) == sorted(
        [statistical, codegen, ids[LAYER_NORM], ids[FASTMATH]])
    # the statistical draft is the variance's, whose failure is the bug itself (dtype int32 vs expected bool);
    # it lists the std and mean clusters, which fail in other checks reading the result, and every op
    assert titles[statistical] == ("[Bug] [Relax] R.variance, R.std, R.mean: integer or bool input gives another "
                                   "dtype at run time than the inferred one")
    body = (drafts / f"{statistical}.md").read_text()
    assert "relayreduce attributes this failure to a TVM bug it knows of: relax.mean, relax.variance and relax.std" in body
    assert "(a judgement" not in body.split("### Environment")[0]
    assert f"- `{ids['a47d4e39991d5b67']}` (`R.std` on bool): `InternalError: Check failed: (arr->dtype.code" in body
    assert f"- `{ids['8a155b1fb5a4a2df']}` (`R.mean` on bool): " in body
    assert "Seen with: `R.variance` (bool), `R.std` (bool), `R.mean` (bool)." in body
    # both bool codegen clusters show the abort itself, in one module of one op each: the smaller id drafts
    assert titles[codegen] == ("[Bug] [Relax] R.clip, R.nn.conv1d: bool operands abort LLVM codegen: Check failed: "
                               "t.MatchesCode(kDLFloat)")
    codegen_body = (drafts / f"{codegen}.md").read_text()
    assert f"- `{ids['7804f0b32fd884b1']}` (`R.nn.conv1d` on bool)" in codegen_body
    # the cause's related upstream items, on a line of their own after its note; a cause without any has none
    assert ("\n\nRelated upstream: https://github.com/apache/tvm/issues/20399, "
            "https://github.com/apache/tvm/pull/20412, https://github.com/apache/tvm/issues/19551\n\n"
            "It shows in 1 more cluster") in codegen_body
    assert "Related upstream" not in body
    for record in ("a47d4e39991d5b67", "8a155b1fb5a4a2df"):
        assert f"not drafted: cluster {ids[record]} (in the draft of cluster {statistical}) is likely explained" in stderr
    assert f"not drafted: cluster {ids['7804f0b32fd884b1']} (in the draft of cluster {codegen}) is explained" in stderr


def test_bugs_filed_upstream_are_not_drafted_again_program_bugs_included(campaign):
    results, ids, drafts, titles, stderr = campaign
    assert (f"not drafted: cluster {ids[FLOAT16_ACOS]} is explained by a known TVM bug of acos, filed as "
            "https://github.com/apache/tvm/issues/17487: ") in stderr
    assert (f"not drafted: cluster {ids[SEGFAULT]} is explained by a known TVM bug (vm-alloc-segfault-ops-in-if), "
            "filed as https://github.com/apache/tvm/issues/20191: ") in stderr
    # a program bug with no issue filed is drafted, once, saying which bug it is, titled by the pass at fault
    assert titles[ids[FASTMATH]] == ("[Bug] [Relax] FastMathTransform on a call to another Relax function: "
                                     "'GlobalVar' has no attribute 'name'")
    body = (drafts / f"{ids[FASTMATH]}.md").read_text()
    assert "relayreduce attributes this failure to a TVM bug it knows of: relax.transform.FastMathTransform" in body
    # on request the segfault is drafted, titled by the pass, with a note that it is filed
    proc = relayreduce("report", results, "--cluster", ids[SEGFAULT], "--github")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == ("# [Bug] [Relax] StaticPlanBlockMemory shares a storage across if "
                                           "branches: segfault in AllocTensor")
    assert proc.stderr.startswith(f"note: cluster {ids[SEGFAULT]} is explained by a known TVM bug "
                                  "(vm-alloc-segfault-ops-in-if), filed as https://github.com/apache/tvm/issues/20191")
    assert "campaigns and --all do not draft it again" in proc.stderr.splitlines()[0]
    # its note ends in a full stop of its own, and the sentence the draft puts it in gets no second one
    (line,) = [line for line in proc.stdout.splitlines() if line.startswith("relayreduce attributes this failure")]
    assert line.endswith(" has not been seen to crash.")


def test_a_draft_resting_on_a_known_bug_is_titled_by_the_bug_not_by_the_check_its_witness_failed(campaign):
    results, ids, drafts, titles, stderr = campaign
    # R.std of a bool scalar feeds an if's condition, which the VM rejects in vm::ReadIfCond
    proc = relayreduce("report", results, "--cluster", ids["a47d4e39991d5b67"], "--github")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == ("# [Bug] [Relax] R.std: integer or bool input gives another dtype at run "
                                           "time than the inferred one")
    assert "ReadIfCond" in proc.stdout  # the trace still shows where it failed
    # the layer_norm mismatch is that bug's, not a bare "1 of 3 elements differ"
    assert titles[ids[LAYER_NORM]] == ("[Bug] [Relax] R.nn.layer_norm: wrong values with center/scale=False or "
                                       "unsorted axes (gamma/beta out of bounds)")


def _stand_in(oracle: str, kind: str, message: str, passes=(), exception_type="Mismatch"):
    """What _expected and _actual read of a cluster: its signature's kind, its case's oracle and its message."""
    from types import SimpleNamespace

    from relayreduce.case import OracleSpec

    return SimpleNamespace(signature=SimpleNamespace(kind=kind, exception_type=exception_type, message=message, top=()),
                           case=SimpleNamespace(oracle=OracleSpec(oracle, passes=passes)), message=message,
                           stage="compile", component=None, subject="R.nn.layer_norm")


def test_expected_and_actual_behavior_are_worded_by_the_oracle_that_found_the_failure():
    """Only the reference oracle compares with NumPy; the others compare two TVM builds, a printed and a parsed
    module, or a type, and a draft says so (the wording's logic, with stand-ins for the clusters)."""
    from relayreduce.oracles import ORACLES
    from relayreduce.report.github import EXPECTED_NO_ERROR, EXPECTED_RESULT, _actual, _expected, headline

    assert set(ORACLES) - {"compile"} <= set(EXPECTED_RESULT)  # compile finds no wrong results
    assert set(ORACLES) - {"compile", "reference"} <= set(EXPECTED_NO_ERROR)  # build more than once, or not at all
    words = {  # oracle: (what Expected must say of a wrong result, what Actual must say)
        "reference": ("agrees with the NumPy reference computation", "differs from the NumPy reference: "),
        "opt-diff": ("built after the optimizing pipeline", "The optimized build's result differs from the "
                     "unoptimized build's: "),
        "passes": ("The Relax passes `FoldConstant`, `FuseOps` leave the module's result unchanged",
                   "The result after the passes differs from the result before them: "),
        "cpu-gpu": ("built for `cuda` gives the same result on the same inputs as the module built for `llvm`",
                    "The `cuda` build's result differs from the `llvm` build's: "),
        "wellformed": ("Relax's type inference gives each op call the type", "TVM infers another type: "),
        "roundtrip": ("parsing it back gives a structurally equal module", "not structurally equal"),
    }
    for oracle, (expected, actual) in words.items():
        c = _stand_in(oracle, "mismatch", "what: 1 of 4 elements differ", passes=("FoldConstant", "FuseOps"))
        assert expected in _expected(c), (oracle, _expected(c))
        assert _actual(c).startswith(actual) or actual in _actual(c), (oracle, _actual(c))
        assert ("NumPy" in _expected(c) + _actual(c)) == (oracle == "reference"), oracle
    errors = {"compile": "`tvm.compile(mod, target=\"llvm\")` builds the module and the Relax VM runs it without error.",
              "reference": "`tvm.compile(mod, target=\"llvm\")` builds the module and the Relax VM runs it without error.",
              "opt-diff": "as it is and after the optimizing pipeline `relax.get_pipeline(\"zero\")`",
              "passes": "The Relax passes `FoldConstant` apply to the module without error and leave it well formed",
              "cpu-gpu": "builds the module for `llvm` and for `cuda`",
              "wellformed": "`relax.analysis.well_formed` holds",
              "roundtrip": "parsing it back succeeds"}
    for oracle, expected in errors.items():
        c = _stand_in(oracle, "exception", "boom", passes=("FoldConstant",) if oracle == "passes" else (),
                      exception_type="InternalError")
        assert expected in _expected(c), (oracle, _expected(c))
    # a dtype mismatch with the NumPy reference names the dtype the module declares (the audit's 9a4c3632 said
    # only "expected int32", as if NumPy's std gave int32), when the reference's is the declared one
    from types import SimpleNamespace

    from relayreduce.ir.types import TensorType, TupleType

    def declaring(ret_type, message):
        c = _stand_in("reference", "mismatch", message)
        c.case.program = SimpleNamespace(main=SimpleNamespace(ret_type=ret_type))
        return c

    message = "llvm/default vs NumPy reference: dtype float32 vs expected int32"
    assert _actual(declaring(TensorType((1,), "int32"), message)) == (
        "The compiled module returns float32 where the module declares int32 (its function's return type; the NumPy "
        f"reference is int32 too): {message}")
    pair = TupleType((TensorType((2,), "float32"), TensorType((), "int8")))
    assert _actual(declaring(pair, "llvm/default vs NumPy reference[1]: dtype int32 vs expected int8")).startswith(
        "The compiled module returns int32 where the module declares int8 ")
    for ret_type, text in ((TensorType((1,), "int64"), message), (pair, message),
                           (TensorType((1,), "int32"), "llvm/default vs NumPy reference: shape (2,) vs expected (1,)")):
        assert _actual(declaring(ret_type, text)) == f"The result differs from the NumPy reference: {text}"
    # the passes oracle with no passes builds the module as it is (the audit's drafts said "The Relax passes
    # (none) apply to the module"): an error is worded as the compile oracle's, a difference as two builds'
    no_passes = _stand_in("passes", "exception", "boom", exception_type="InternalError")
    assert _expected(no_passes) == errors["compile"]
    no_passes = _stand_in("passes", "mismatch", "after no passes: 1 of 4 elements differ")
    assert _expected(no_passes).startswith("Built and run twice on the same inputs, the module gives the same result")
    assert _actual(no_passes) == ("Built twice, the same module gives two different results on the same inputs: "
                                  "after no passes: 1 of 4 elements differ")
    # a build that gave two results on the same inputs: nothing was expected of the other build
    for oracle, build, pair in (("opt-diff", "unoptimized build", "the optimized build with the unoptimized one"),
                                ("passes", "build before the passes", "built after its Relax passes")):
        c = _stand_in(oracle, "mismatch", f"nondeterministic result: the {build} built and run twice on the same "
                                          "inputs: 1 of 3 elements differ; first at (2, 0, 0): 1.5 then 2.5")
        assert _expected(c) == ("Built and run twice on the same inputs, the module gives the same result both "
                                "times: its result depends on its inputs alone.")
        assert _actual(c).startswith(f"Built and run twice on the same inputs, the {build} gives two different "
                                     "results: 1 of 3 elements differ; first at (2, 0, 0): 1.5 then 2.5\n\n")
        assert headline(c) == f"{c.subject}: nondeterministic result on the same inputs ({build})"
        assert "reads memory it does not own" in _actual(c) and pair in _actual(c)
        assert "agree" not in _expected(c) and "differs from" not in _actual(c)


def test_a_program_that_reads_out_of_bounds_is_drafted_as_nondeterministic(tmp_path):
    """The real thing (layer_norm reading gamma out of bounds, tests/test_trust.py), recorded as a campaign
    records it: its draft says the module's result should not change from run to run, and that it does."""
    from relayreduce.case import OracleSpec, make_case
    from relayreduce.oracles import run_oracle
    from relayreduce.report import github
    from relayreduce.report.gather import gather
    from relayreduce.results import write_failure
    from relayreduce.sandbox import run_sandboxed
    from test_trust import layer_norm_of_unsorted_axes

    from relayreduce.campaign import classify

    program, inputs = layer_norm_of_unsorted_axes()
    case = make_case(program, inputs, oracle=OracleSpec("opt-diff"), environment={"tvm_version": "0.27"})
    for _ in range(3):  # which garbage is read is chance; it differs nearly always (tests/test_trust.py)
        outcome = run_sandboxed(run_oracle, case, timeout_s=120)
        if classify(outcome) is not None:
            break
    assert classify(outcome) == "mismatch", outcome.message
    write_failure(tmp_path / "results", case, dataclasses.replace(outcome, kind="mismatch"), "opt-diff")
    (cluster,) = gather(tmp_path / "results")
    assert github.title(cluster) == ("[Bug] [Relax] R.nn.layer_norm: nondeterministic result on the same inputs "
                                     "(unoptimized build)")
    draft = github.body(cluster, tmp_path / "results")
    expected = draft.split("### Expected behavior", 1)[1].split("### Actual behavior", 1)[0]
    actual = draft.split("### Actual behavior", 1)[1].split("### Environment", 1)[0]
    assert expected.strip() == github.EXPECTED_DETERMINISTIC
    assert re.match(r"Built and run twice on the same inputs, the unoptimized build gives two different results: "
                    r"\d+ of 64 elements differ; first at \(\d+, \d+\): \S+ then \S+\n", actual.strip())
    assert "NumPy" not in expected + actual and "optimized vs unoptimized build" not in actual


def test_a_known_bugs_draft_names_the_ops_of_every_member_not_only_its_witness(tmp_path):
    # bool conv1d and bool cumsum fail in one LLVM codegen check, so triage puts them in one cluster; its witness
    # shows one op (the third audit's 4d0f11f1 named R.max, though a quarter of its members were R.min)
    from relayreduce.report import github
    from relayreduce.report.gather import gather

    results = tmp_path / "results"
    for name in ("bool_conv1d_codegen", "bool_cumsum_codegen"):
        shutil.copytree(REGRESSIONS / name, results / name)
    (cluster,) = gather(results)
    assert cluster.summary.count == 2 and len(cluster.members) == 2
    assert {op for op, _ in cluster.cause_ops} == {"nn.conv1d", "cumsum"}
    title = github.title(cluster)
    assert re.match(r"\[Bug\] \[Relax\] R\.(nn\.conv1d, R\.cumsum|cumsum, R\.nn\.conv1d): bool operands abort", title), title
