"""What a fuzzer's harness prints around TVM's failure (a worker killed by a signal, a traceback logged and then
re-raised, a log cut off, a wrong result that only counts what differs) and float-only checks that reject a float
dtype, on real logs of bench/rawlogs."""

from relayreduce.triage.cluster import Clusterer
from relayreduce.triage.signature import WRONG_RESULT, signature_of

from rawlogs import raw_log


def sig(record, part="holdout18"):
    return signature_of(None, stderr=raw_log(record, part))


def test_a_worker_killed_by_sigfpe_is_the_crash_its_exit_code_says():
    # multiprocessing gives a worker killed by a signal the exit code minus the signal's number: the harness's
    # `crashed the worker: exit code -8` (and its log line `exited with code -8`) is the SIGFPE that
    # faulthandler reports as `Fatal Python error: Floating point exception` when the kernel runs in-process
    worker = sig("se1b6aa29c3")
    assert worker.kind == "crash"
    assert worker.message == ""
    in_process = [sig(r) for r in ("s7aaa5bf484", "s824b06b8f9", "s838447a87b")]
    assigned = Clusterer().assign_all([*in_process, worker])
    assert len({a.cluster_id for a in assigned.values()}) == 1


def test_a_log_cut_off_in_a_traceback_it_printed_whole_before_signs_as_the_whole_one():
    # the harness logs traceback.format_exc() and re-raises; the log was cut off inside the second copy
    cut = sig("sbc63be62fc")
    whole = [sig(r) for r in ("s565cec028e", "s7c4f5a3cbc", "s810b343498")]
    assert cut.message == "unknown intrinsic <ir>"
    assert {s.key for s in whole} == {cut.key}


def test_a_float_dtype_rejected_by_a_float_only_check_is_apart_from_an_int_one():
    # exp/sqrt/tanh on float8_e4m3fn and float8_e5m2 (holdout18), and on float8 in holdout24: the check's
    # predicate is wrong, in whichever op it ran
    float8 = [sig(r) for r in ("s0f93361e4b", "s2d8e3151bf", "sa13871eac4")]
    float8 += [sig(r, "holdout24") for r in ("s498451ada4", "s899afbadb4", "sda5fe614f8", "sdeccd2ab9f")]
    assert {s.key for s in float8} == {float8[0].key}
    # the same check rejecting int tensors is the program's mistake, another failure
    ints = [sig(r) for r in ("s1ab3a09bc9", "s646183f314", "scdfd434dbf")]
    assert not {s.key for s in ints} & {float8[0].key}
    assigned = Clusterer().assign_all([*float8, *ints])
    assert len({assigned[s.key].cluster_id for s in float8} | {assigned[s.key].cluster_id for s in ints}) == 2


def test_a_wrong_result_and_a_crash_after_one_tvm_warning_are_one_failure():
    # take in fast mode (its own warning: "Fast mode segfaults when there are out-of-bounds indices") reads
    # out of bounds: garbage for a negative index, a segfault for a huge one. The harness's wrong-result
    # message only counts the elements that differ (`3/9 elements differ from numpy`), in-process, under
    # pytest and in an mp worker that exited with code 1; the crash says nothing but the warning either
    wrong = [sig(r) for r in ("s91a30d73af", "s996958fd14", "sa7637f06f7")]
    crashed = [sig(r) for r in ("s32bb53d71e", "se69830ed02")]
    assert {s.kind for s in wrong} == {"mismatch"} and {s.kind for s in crashed} == {"segfault"}
    assert {s.message for s in wrong} == {WRONG_RESULT}
    warned = {s.only_warned for s in wrong + crashed}
    assert warned == {"<warned at include/tvm/topi/transform.h:1261>"}
    # a harness message that says how the result was wrong (NaN from out-of-domain inputs) is no such failure
    nan = [sig(r) for r in ("s25486ef0e3", "s3a3523c280", "s98ba3b843a", "sc57a229aea")]
    assert {s.only_warned for s in nan} == {""}
    assigned = Clusterer().assign_all([*nan, *wrong, *crashed])
    take = {assigned[s.key].cluster_id for s in wrong + crashed}
    assert len(take) == 1
    assert not take & {assigned[s.key].cluster_id for s in nan}
