"""IR plumbing failures (printing and parsing TVMScript back, structural equality, literals) that several checks
report in their own words, on real logs of bench/rawlogs ([messages.classes] in frame_rules.toml)."""

from relayreduce.triage.signature import signature_of

from rawlogs import raw_log


def sig(record, part="holdout32"):
    return signature_of(None, stderr=raw_log(record, part))


def test_a_float_literal_past_either_bound_of_its_dtype_is_a_constant_outside_its_range():
    # FloatImm's float32 range check: `exceeds maximum of float32` (1e300) and `exceeds minimum of float32`
    # (-DBL_MAX) are its two bounds, as IntImm's `exceeds range of int8` is the integer one
    high, low = sig("s323d9338cc"), sig("sf42a81ae2d")
    assert high.message == low.message == "a constant outside the range of its dtype"
    assert sig("s391793a374", "holdout5").message == high.message


def test_two_sides_that_print_alike_where_structural_equality_fails_are_one_failure():
    # a Relax expression, a function body after a roundtrip (pytest) and TIR index expressions (IPython): each
    # side prints the same text at the same path, so only variable identity differs
    sigs = [sig(r) for r in ("sbaa0f3e0d9", "se9105f2833", "scf78cbe7ac")]
    assert {s.message for s in sigs} == {sigs[0].message}
    assert sigs[0].message.startswith("two sides of a structural equality that print alike")
    # sides that print apart keep where they differ: an attribute missing from a function
    assert sig("sc5ca19d717").message.startswith("StructuralEqual check failed")
    # ... and a binding that differs at the same path on both sides (holdout19)
    assert sig("s2b942c3604", "holdout19").message.startswith("StructuralEqual check failed")


def test_text_handed_to_the_tvmscript_parser_that_is_no_program_is_one_failure():
    # line-numbered script (IndentationError), underlined script (SyntaxError), ANSI-coloured script (U+001B),
    # another author's printed identifier that is not a Python name (holdout: `invalid decimal literal`), and
    # empty text (a notebook's show() captured nothing), which parses but leaves no result in the IRBuilder
    sigs = [sig("s0904cb682e"), sig("s593ea39791"), sig("sf5db032e90"), sig("s4482ac49ae", "holdout"),
            sig("s3abd2e98de")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "TVMScript text that is no program (not Python, or empty)"


def test_an_object_that_tvm_ffi_cannot_serialize_is_one_failure_whichever_check_stops_it():
    # pickle of an executable (llvm runtime module not binary serializable, under ToJSONGraph), the same check
    # with only its site printed (pytest's line mode), save_json of a VirtualMachine (no ToJSONGraph creator)
    sigs = [sig(r) for r in ("s0f982fc332", "sd2a837b9e1", "sb3c5be3909")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "an object that tvm-ffi has no serialized form for"


def test_a_fresh_untyped_globalvar_called_is_one_failure_whichever_check_meets_its_missing_type():
    # relax.Call of a fresh GlobalVar (the normalizer's IsMissing check, with its frames and with its site only)
    # and relax.call_tir of one (its TIR-callee check, which prints the missing type ir.Type(span=None))
    sigs = [sig(r) for r in ("s169c9d0239", "s7b0fab3300", "se46616ef16")]
    assert {s.message for s in sigs} == {"a callee whose type is missing (a GlobalVar not taken from its module)"}
    # an expression whose own type was never populated is another check (holdout5)
    assert sig("sed4e84c7b6", "holdout5").message.startswith("Check failed: (!expr->ty.IsMissing())")


def test_a_library_without_the_vm_loader_symbol_is_not_a_function_name_the_vm_lacks():
    # VirtualMachine(rt) asks the loaded library for `vm_load_executable` (three exports of a module carrying a
    # system_lib_prefix): not a name of the program's functions, unlike vm["forward"] (with-attr v1)
    loader = [sig(r) for r in ("sab8ff6b6d7", "sc9d129b788", "sd66f956244")]
    assert {s.key for s in loader} == {loader[0].key}
    entry = sig("s8c8280148c")
    assert entry.message == "a function name that the VM does not have"
    assert loader[0].message != entry.message and loader[0].key != entry.key


def test_a_script_printed_without_its_metadata_and_parsed_back_is_not_an_undefined_name_of_the_program():
    # `metadata["relax.expr.Constant"][0]` printed with show_meta=False, parsed back (stderr, pytest, and pytest's
    # line mode, which prints no frame), against a function printed alone whose callee is undefined
    meta = [sig(r) for r in ("s4550b9d103", "s73c3aeceeb", "s6e16225584")]
    assert {s.key for s in meta} == {meta[0].key}
    assert meta[0].message == "a printed script parsed back without its metadata section"
    callee = sig("s1c81571f24")
    assert callee.message == "a name the TVMScript program does not define"
    assert callee.key != meta[0].key


def test_an_artifact_written_where_it_cannot_be_opened_is_one_failure_whichever_writer_opens_it():
    # export_library into a missing directory (the linker's `cannot open output file`) and
    # save_param_dict_to_file into one (TVM's file stream: `Unable to open file`)
    sigs = [sig(r) for r in ("s5c176a38c0", "s9465862437", "s6d8ea4ec26")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "an output file that cannot be opened where it is written"
    # the stream failing to open a file to read is not a writer's failure
    log = ('Traceback (most recent call last):\n  File "/tmp/x/load.py", line 4, in <module>\n'
           '    p = tvm.runtime.load_param_dict_from_file("out/params.bin")\n'
           '  File "/site-packages/tvm/runtime/params.py", line 80, in load_param_dict_from_file\n'
           '    return _ffi_api.LoadParamsFromFile(path)\n'
           'tvm.error.InternalError: Check failed: (fp_ != nullptr) is false: Unable to open file out/params.bin\n')
    assert signature_of(None, stderr=log).message != sigs[0].message
