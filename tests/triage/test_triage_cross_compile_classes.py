"""Failures of cross-compiling and deploying to other devices that several checks report, each in its own words,
but that are one failure whichever check caught it ([messages.classes] in frame_rules.toml), and CodeGenC's
unlowered intrinsics, which the intrinsic names apart; on real logs of bench/rawlogs/holdout23."""

from relayreduce.triage.cluster import Clusterer
from relayreduce.triage.signature import signature_of

from rawlogs import raw_log


def sig(record, part="holdout23"):
    return signature_of(None, stderr=raw_log(record, part))


def one_key(records):
    sigs = [sig(r) for r in records]
    assert {s.key for s in sigs} == {sigs[0].key}, [(s.message, s.top) for s in sigs]
    return sigs[0]


def test_no_cuda_is_one_failure_whichever_entry_met_it():
    # a tensor on tvm.cuda() (device API), load_module of an exported CUDA library (no loader for its cuda part)
    # and Target.from_device("cuda") (no such device), in a Jupyter notebook run by nbconvert
    cuda = one_key(["sca56bc51de", "s7526030c3c", "s6e080433f8"])
    assert cuda.message == "this TVM build has no CUDA"


def test_a_gpu_module_run_without_its_runtime_is_one_failure_whichever_device():
    # OpenCL's device API and fallback module, Metal's loader and fallback module, WebGPU's fallback module
    other = one_key(["s5b4c6cb45a", "s61f596b87c", "s6f0b4f5a6e", "sc731521647", "s96cecaac5a"])
    assert other.message == "a GPU module run where TVM has no runtime for its device"
    # a CUDA runtime missing is the machine's (no driver), not a module run off its device
    assert other.key != sig("sca56bc51de").key


def test_a_host_function_in_a_gpu_codegen_is_one_failure_whichever_codegen():
    # CodeGenCUDA (tirx.build and tvm.compile), CodeGenOpenCL and CodeGenMetal check the calling convention
    # in their own words
    one_key(["s156504adcb", "s2b44432dcc", "sce40ed8079", "sdbe6f5d8fe"])


def test_an_unknown_target_name_is_one_failure_whichever_form():
    # a misspelled tag in a config dict (python and IPython, whose crash site is only `target.cc:309`) and in a
    # string, which TVM reads as a kind
    one_key(["s30ddd933a9", "s57a2099c6b", "s92949682cd"])


def test_webgpus_64_bit_checks_are_one_failure():
    # float64 (`only support f16 or f32`) and int64 (`do not support i64`) in CodeGenWebGPU::PrintType
    one_key(["s39ef0625ca", "sf7f311876d", "sdd2c4c9592"])


def test_a_foreign_object_given_to_the_host_linker_is_one_failure():
    # aarch64/riscv64 objects (`file in wrong format`, from export_library and from load_module of a tar) and a
    # wasm32 one (`file format not recognized`)
    one_key(["s01a9d43031", "s3941777820", "sa4e9e9faa9", "sb8c68e9669", "s6867f14bca"])


def test_the_ndk_compiler_not_given_is_one_failure_whichever_entry():
    # ndk.create_shared (through export_library) and ndk.create_staticlib (pytest's short traceback)
    one_key(["s44f14ccaad", "scf2c18f166", "sf309eda2fb"])


def test_unresolved_calls_are_told_apart_by_the_intrinsic():
    # CodeGenC cannot print tirx.fabs (no lowering rule for any float) nor float16 tirx.exp and tirx.tanh (no
    # suffix for half): the intrinsic the message names is kept, and which one is the failure's
    fabs = [sig(r) for r in ("s0e51c9c70e", "s1df3c087be", "s1edc618876")]
    other = [sig(r) for r in ("s39e2bcc6ee", "secb7cc3989", "s861cbc0a4b")]
    assert {s.message for s in fabs} == {"Unresolved call tirx.fabs"}
    assert {s.message for s in other} == {"Unresolved call tirx.exp", "Unresolved call tirx.tanh"}
    assigned = Clusterer().assign_all([*fabs, *other])
    assert not {assigned[s.key].cluster_id for s in fabs} & {assigned[s.key].cluster_id for s in other}
