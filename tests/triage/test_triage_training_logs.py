"""Triage of real training logs (bench/rawlogs/holdout26: relax.transform.Gradient and relax.training), and of the
same situations in other parts: logs cut off in the pass manager, a check that no log named, pool ops."""


from relayreduce.triage.frame_stats import FrameStats
from relayreduce.triage.normalize import rewritten_frame_name
from relayreduce.triage.rules import load_rules
from relayreduce.triage.signature import signature_of

from rawlogs import raw_log, triaged


def clusters_of(tmp_path, records):
    """{cluster id: {name}} of a fresh triage of the given {name: (part, record)} logs."""
    out = {}
    for name, cid in triaged(tmp_path, records).items():
        out.setdefault(cid, set()).add(name)
    return out


def test_logs_cut_off_with_only_the_pass_call_left_are_like_no_other_failure():
    # three logs cut inside the traceback after `Pass.__call__` (holdout26: the Gradient pass on a symbolic mean,
    # on a legalized module, SetupTrainer on a dynamic batch), two more in main (BindParams, LegalizeOps): every
    # pass's failure passes through that frame, so it says nothing of which failed
    cut = [signature_of(None, stderr=raw_log(r, "holdout26")) for r in ("sa0df3f79a6", "sf6bda41ff8", "sff4b9eb14c")]
    cut += [signature_of(None, stderr=raw_log(r)) for r in ("s0768f6975c", "s179b5d0974")]
    assert all(s.says_nothing for s in cut)
    assert len({s.key for s in cut}) == len(cut)
    # the same log twice is still one failure
    assert signature_of(None, stderr=raw_log("sa0df3f79a6", "holdout26")).key == cut[0].key
    # a log cut off further in, with a frame of the failing code, still goes by its frames
    deeper = signature_of(None, stderr=raw_log("sf3c32ed07e", "holdout21"))
    assert deeper.cut_off and not deeper.says_nothing


def test_a_check_no_log_named_is_in_the_function_checked_on_the_neighbouring_line():
    stats = FrameStats(sites={"<at src/relax/transform/gradient.cc:693>": "tvm::relax::GradientMutator::VisitExpr_"})
    assert stats.resolve(["<at src/relax/transform/gradient.cc:691>", "tvm.ir.transform.__call__"]) == [
        "tvm::relax::GradientMutator::VisitExpr_", "tvm.ir.transform.__call__"]
    # too far, in another file, or between two functions: unknown
    assert stats.resolve(["<at src/relax/transform/gradient.cc:680>"]) == ["<at src/relax/transform/gradient.cc:680>"]
    assert stats.resolve(["<at src/relax/transform/other.cc:691>"]) == ["<at src/relax/transform/other.cc:691>"]
    two = FrameStats(sites={"<at src/a.cc:10>": "f", "<at src/a.cc:13>": "g"})
    assert two.resolve(["<at src/a.cc:11>"]) == ["<at src/a.cc:11>"]


def test_the_gradient_passs_two_checks_for_one_dataflow_block_are_one_failure(tmp_path):
    # holdout26: Gradient on a body that is not exactly one dataflow block fails `blocks.size() == 1` (gradient.cc:691,
    # a binding block before the dataflow block; pytest prints only that site) or `blocks[0]->IsInstance<
    # DataflowBlockNode>()` (693), both with `now only support one dataflow block`. The logs that name a function
    # name 693's (GradientMutator::VisitExpr_), two lines from 691.
    records = {f"df_{r}": ("holdout26", r) for r in ("s074634fa99", "s3a1b09957c", "sac27f47716", "sae174c9c44")}
    # another check of the same pass (a MatchCast binding, gradient.cc:133) is another failure
    records |= {f"mc_{r}": ("holdout26", r) for r in ("s48bc512250", "s955bf4a7ed", "sd813e15d49")}
    clusters = clusters_of(tmp_path, records)
    assert sorted(sorted({n.split("_")[0] for n in c}) for c in clusters.values()) == [["df"], ["mc"]]


def test_max_and_avg_pool_are_one_op_family():
    rules = load_rules()
    assert (rewritten_frame_name("R.grad.max_pool2d_backward", rules)
            == rewritten_frame_name("R.grad.avg_pool2d_backward", rules) == "R.grad.poolNd_backward")
    assert (rewritten_frame_name("tvm.relax.transform.legalize_ops.nn._nn_max_pool2d", rules)
            == rewritten_frame_name("tvm.relax.transform.legalize_ops.nn._nn_avg_pool3d", rules))
    assert rewritten_frame_name("tvm.relax.transform.legalize_ops.nn._nn_adaptive_avg_pool2d", rules).endswith(
        "_nn_adaptive_poolNd")


def test_a_dilated_max_or_avg_pool_gradient_that_reaches_vm_codegen_is_one_failure(tmp_path):
    # holdout26: the legalizers of R.grad.max_pool2d_backward and avg_pool2d_backward both hand a dilated call back
    # (TOPI's pool_grad has no dilation), and CodeGenVM names whichever op it met
    records = {f"pool_{r}": ("holdout26", r) for r in ("s259db56d9b", "s4ab2215fae", "s4b8597dd0b", "saf9cca4f89")}
    clusters = clusters_of(tmp_path, records)
    assert len(clusters) == 1


def test_a_loss_that_is_not_a_scalar_is_one_failure_whichever_pass_met_it_first():
    # holdout26: Gradient's target check (gradient.cc:753: a per-sample loss, keepdims=True, the wrong target_index)
    # and AppendLoss's (training/utils.cc:124, first under SetupTrainer with reduction="none")
    sigs = [signature_of(None, stderr=raw_log(r, "holdout26"))
            for r in ("s13c29b375c", "s5c92cdbc05", "sa8eb238d86", "s57f30f72c8")]
    assert "The loss function must return a scalar" in raw_log("s57f30f72c8", "holdout26")
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a loss or differentiation target that is not a scalar"
    # the same pass's check for one dataflow block is another failure
    assert signature_of(None, stderr=raw_log("s074634fa99", "holdout26")).key != sigs[0].key
