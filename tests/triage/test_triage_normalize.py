"""Frame and message normalization, and rules kept as data (the shipped TOML plus a user's file)."""

import pytest

from relayreduce.triage.normalize import (
    clean_native_symbol,
    collapse_recursion,
    frame_name,
    normalize_frames,
    normalize_message,
    python_frame_name,
)
from relayreduce.triage.parse import make_frame, parse_trace
from relayreduce.triage.rules import RulesError, load_rules
from relayreduce.triage.signature import signature_of


@pytest.mark.parametrize(
    "symbol, expected",
    [
        ("tvm::ffi::Optional<tvm::ffi::Array<tvm::PrimExpr> > tvm::relax::InferBinaryBroadcastShape(const tvm::Call&, "
         "const BlockBuilder&, const tvm::ffi::Array<tvm::PrimExpr>&, const tvm::ffi::Array<tvm::PrimExpr>&)",
         "tvm::relax::InferBinaryBroadcastShape"),
        ("virtual tvm::runtime::vm::Instruction::Arg tvm::relax::codegen_vm::CodeGenVM::VisitExpr_(const tvm::CallNode*)",
         "tvm::relax::codegen_vm::CodeGenVM::VisitExpr_"),
        ("tvm::relax::NormalizeBindings(const Function&, const tvm::ffi::Map<tvm::ffi::Any, tvm::ffi::ObjectRef>&)"
         "::<lambda(tvm::ffi::Any)>", "tvm::relax::NormalizeBindings::{lambda}"),
        ("tvm::relay::backend::RelayBuildModule::GetFunction(std::__cxx11::basic_string<char> const&)::"
         "{lambda(tvm::runtime::TVMArgs, tvm::runtime::TVMRetValue*)#3}::operator()(tvm::runtime::TVMArgs) const",
         "tvm::relay::backend::RelayBuildModule::GetFunction::{lambda}::operator()"),
        ("tvm::NodeFunctor<void (tvm::runtime::ObjectRef const&, tvm::ReprPrinter*)>::operator()(tvm::runtime::ObjectRef "
         "const&, tvm::ReprPrinter*) const", "tvm::NodeFunctor::operator()"),
        ("std::basic_ostream<char>& std::operator<< <std::char_traits<char> >(std::basic_ostream<char>&, char const*)",
         "std::operator<<"),
        ("tvm::(anonymous namespace)::Pool::operator new(unsigned long)", "tvm::Pool::operator new"),
        ("tvm::relax::ExprMutator::VisitExpr_(tvm::relax::CallNode const*) [clone .cold]", "tvm::relax::ExprMutator::VisitExpr_"),
        ("static tvm::ffi::Array<tvm::Var> tvm::relax::GradientMutator::CheckAndMapRequireGrads(const tvm::ffi::Array<tvm::Var>&)",
         "tvm::relax::GradientMutator::CheckAndMapRequireGrads"),
        ("0x00007f2175c5a04f", "<addr>"),
        ("_ZN3tvm7runtime6detail8LogFatalD2Ev", "_ZN3tvm7runtime6detail8LogFatalD2Ev"),
        ("TVMFuncCall", "TVMFuncCall"),
    ],
)
def test_native_symbols(symbol, expected):
    assert clean_native_symbol(symbol) == expected


@pytest.mark.parametrize(
    "file, func, expected",
    [
        ("/work/venv/lib/python3.11/site-packages/tvm/relax/block_builder.py", "emit", "tvm.relax.block_builder.emit"),
        ("/home/u/tvm/python/tvm/relax/vm_build.py", "build", "tvm.relax.vm_build.build"),
        ("/opt/relayreduce/relayreduce/oracles.py", "compare", "relayreduce.oracles.compare"),
        ("/x/dist-packages/tvm/relax/__init__.py", "f", "tvm.relax.f"),
        ("python/tvm_ffi/cython/function.pxi", "tvm_ffi.core.Function.__call__", "tvm_ffi.core.Function.__call__"),
        ("/tmp/case.py", "<module>", "case.<module>"),
    ],
)
def test_python_frame_names(file, func, expected):
    assert python_frame_name(file, func) == expected


def test_collapse_recursion():
    assert collapse_recursion(list("abcbcbcbcd")) == list("abcd")
    assert collapse_recursion(["f"] * 50) == ["f"]
    cycle = ["visit", "report_error", "visit", "_wrapper"]
    assert collapse_recursion(["parse"] + cycle * 7 + ["emit"]) == ["parse"] + cycle + ["emit"]
    assert collapse_recursion(list("abcabd")) == list("abcabd")  # not back-to-back: kept


def test_noise_frames_dropped(fixture_text):
    rules = load_rules()
    names = normalize_frames(parse_trace(fixture_text("segfault_ffi_banner_only.txt")).frames, rules)
    # a crash inside CPython's ctypes: libc, the interpreter's C files, _start and raw addresses are all noise
    assert names == []
    names = normalize_frames(parse_trace(fixture_text("ffi_tvmscript_reshape_chained.txt")).frames, rules)
    assert not any(n.startswith("tvm_ffi.") for n in names)
    plumbing = {f"tvm.script.parser.core.parser.{f}" for f in ("visit", "report_error", "_wrapper", "generic_visit")}
    assert not plumbing & set(names)
    assert names[-1] == "tvm::relax::InferTypeReshape"


def test_messages_of_one_bug_normalize_equal():
    rules = load_rules()
    a = ('In ir.Op(span=None, ty=ir.Type(span=None), name="relax.add", num_inputs=2), the first input shape at dim 0 '
         'is T.int64(2) and the second input shape at dim 0 is T.int64(4), which are not broadcastable.')
    b = ('In ir.Op(span=None, ty=ir.Type(span=None), name="relax.multiply", num_inputs=2), the first input shape at '
         'dim 3 is T.int64(17) and the second input shape at dim 3 is T.int64(5), which are not broadcastable.')
    assert normalize_message(a, rules) == normalize_message(b, rules)
    assert "<ir>" in normalize_message(a, rules) and "relax.add" not in normalize_message(a, rules)


@pytest.mark.parametrize(
    "message, expected",
    [
        ("Check failed: input_shape[i] == reg (3 vs. 2) : mismatch", "Check failed: input_shape[i] == reg (<vs>) : mismatch"),
        ("Cannot find global var \"foo\" in the Module\ncandidates are: [\"main\"]", 'Cannot find global var "<s>" in the Module'),
        ("Var y is not defined.", "Var <v> is not defined."),
        ("There is no Var named q in the function main", "There is no Var named <v> in the function <v>"),
        ("Concat expects all input tensors to have the same dtype. However, the input contains tensors with dtype "
         "T.float32 and T.int32", "Concat expects all input tensors to have the same dtype. However, the input contains "
         "tensors with dtype <dtype> and <dtype>"),
        ("expect Tensor with dtype float32 but get int64", "expect Tensor with dtype <dtype> but get <dtype>"),
        ("Unable to allocate 16.0 GiB for an array with shape (4294967296,) and data type float32",
         "Unable to allocate <n> GiB for an array with shape <shape> and data type <dtype>"),
        ("error: Undefined variable: y\n --> <str>:6:9", "Undefined variable: <v>"),
        ("\nNot equal to tolerance rtol=1e-05, atol=1e-06\n\nMismatched elements: 3 / 24", "Not equal to tolerance rtol=<v>, atol=<v>"),
        ("reading /home/u/x/model.json:12 failed at 0x7ffd12ab", "reading <path> failed at <addr>"),
        # TVM's printer ends an IR snippet with a note on its own line, and the sentence goes on after it
        ('Binary operators must have the same datatype. However, R.where(m, x, metadata["ir.GenericConst"][0])\n'
         "# Metadata omitted. Use show_meta=True in script() method to show it. uses datatype T.int64 on the LHS",
         "Binary operators must have the same datatype. However, <ir> uses datatype <dtype> on the LHS"),
    ],
)
def test_message_placeholders(message, expected):
    assert normalize_message(message, load_rules()) == expected


def test_user_rules_extend_the_shipped_ones(tmp_path, fixture_text):
    text = fixture_text("ffi_broadcast_blockbuilder.txt")
    assert signature_of("exception", stderr=text).top[0] == "tvm::relax::InferBinaryBroadcastShape"
    extra = tmp_path / "mine.toml"
    extra.write_text("[frames]\nignore = ['InferBinaryBroadcastShape$']\n"
                     "[messages]\nrewrite = [{ pattern = 'broadcastable', replace = 'BCAST' }]\n")
    sig = signature_of("exception", stderr=text, rules=extra)
    assert sig.top[0] == "tvm.relax.block_builder.emit"
    assert sig.message.endswith("which are not BCAST.")
    # the shipped rules are still there: tvm_ffi trampolines stay ignored
    assert not any(f.startswith("tvm_ffi") for f in sig.top)


def test_bad_rules_files(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("[frames]\nignore = ['(unclosed']\n")
    with pytest.raises(RulesError, match="bad regex"):
        load_rules(bad)
    bad.write_text("this is = = not toml")
    with pytest.raises(RulesError, match="not valid TOML"):
        load_rules(bad)
    with pytest.raises(RulesError, match="cannot read"):
        load_rules(tmp_path / "missing.toml")
    bad.write_text("[messages.wrong_kinds]\n'NaN' = '^nan location mismatch'\n")  # a string, not a list
    with pytest.raises(RulesError, match="wrong_kinds"):
        load_rules(bad)


def test_tir_rename_and_legacy_type_names_rewrite():
    rules = load_rules()
    old = make_frame("tvm::tir::transform::Simplify()", "/src/tir/transforms/simplify.cc", 1)
    new = make_frame("tvm::tirx::transform::Simplify()", "/src/tirx/transforms/simplify.cc", 1)
    assert normalize_frames([old], rules) == normalize_frames([new], rules)
    legacy = make_frame("tvm::relax::InferStructInfoReshape(tvm::relax::Call const&, tvm::relax::BlockBuilder const&)", "x.cc", 1)
    assert normalize_frames([legacy], rules) == ["tvm::relax::InferTypeReshape"]


def test_a_header_reached_through_each_includers_directory_is_one_site():
    from relayreduce.triage.normalize import site_of

    via_tensor = make_frame("", "/project/src/relax/op/tensor/../op_common.h", 334)
    via_nn = make_frame("", "/project/src/relax/op/nn/../op_common.h", 334)
    assert site_of(via_tensor) == site_of(via_nn) == "<at src/relax/op/op_common.h:334>"


def test_a_converters_frame_is_named_by_its_class_where_the_installed_source_agrees():
    from relayreduce.triage.installed_source import qualified_name
    from rawlogs import raw_log

    # holdout17: LpPool's converter calls AveragePool's, which Pool defines; stderr, so no importer line
    frames = parse_trace(raw_log("s0db73ecb70", "holdout17")).frames
    names = [frame_name(f, load_rules()) for f in frames]
    assert names[-2:] == ["tvm.relax.frontend.onnx.onnx_frontend.LpPool", "tvm.relax.frontend.onnx.onnx_frontend.Pool"]
    pool = frames[-1]
    module = "tvm.relax.frontend.onnx.onnx_frontend"
    assert qualified_name(module, pool.func, pool.line, pool.source) == "Pool._impl_v1"
    # a log of another TVM build printed other code at that line: its line numbers say nothing here
    assert qualified_name(module, pool.func, pool.line, "return something_else()") is None
    assert qualified_name(module, "_impl_v1", 1, "") is None


def test_the_buffer_a_compiled_functions_argument_check_names_is_the_scripts():
    # holdout28 and 20: `Mismatched fc.weight.strides on argument #1`, `Mismatched X.strides ...`: one failure
    # whichever parameter or buffer the script passed wrongly; the field that did not match stays
    from rawlogs import raw_log

    from relayreduce.triage import signature_of

    for part, records in (("holdout28", ("s20b3a2c7bf", "s9bd4847779", "sf047e852ea")),
                          ("holdout20", ("s201d9a349d", "sae1af77587", "sed7ea1071e", "sf87bc586ae"))):
        messages = {signature_of(None, stderr=raw_log(r, part)).message for r in records}
        assert messages == {"Mismatched <v>.strides on argument #<n> when calling:"}, part
    rules = load_rules()
    assert normalize_message("Mismatched B.dtype on argument #1 when calling:", rules).startswith("Mismatched <v>.dtype")


def test_a_variable_named_after_a_colon_is_a_placeholder():
    # holdout28: TVMScript's `Undefined variable: h` (a dataflow var used outside its block), `: vc`, `: z`
    # (the signature's message is the class of undefined names, see test_triage_tvmscript_undefined_name.py)
    from rawlogs import raw_log

    messages = {normalize_message(parse_trace(raw_log(r, "holdout28")).cause_message, load_rules())
                for r in ("sc1dfeb977e", "s2ab7d6438a", "s9cb5a86d08")}
    assert messages == {"Undefined variable: <v>"}


def test_a_dict_printed_in_a_message_is_one_token():
    # holdout19: VectorizeLoop's check prints the target, `None` or its JSON
    a = 'Failed to vectorize loop with extent lanes for target {"kind":"llvm","keys":["cpu"],"mtriple":"x86_64"}'
    b = 'Failed to vectorize loop with extent m for target {"kind":"llvm","tag":"","keys":["cpu"]}'
    rules = load_rules()
    assert normalize_message(a, rules).endswith("for target <dict>")
    assert normalize_message(a, rules).replace("lanes", "m") == normalize_message(b, rules)


def test_where_a_wrong_result_first_differs_is_not_part_of_the_message():
    rules = load_rules()
    old = ("llvm/default vs NumPy reference: 3 of 12 elements differ; first at (0, 1): np.float32(0.5) vs expected "
           "np.float32(0.25) (rtol=1e-05, atol=1e-05)")
    new = "llvm/default vs NumPy reference: 3 of 12 elements differ; first at (0, 1): 0.5 vs expected 0.25 (allowed ±0.01 there)"
    assert normalize_message(old, rules) == normalize_message(new, rules)
    assert normalize_message(new, rules).endswith("elements differ")
