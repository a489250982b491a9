"""Failures that two checks, or pytest's explanation of a failed assert, report in different words but that are one
mistake ([messages.classes] in frame_rules.toml), on real logs of bench/rawlogs/holdout19."""

from relayreduce.triage.signature import signature_of

from rawlogs import raw_log


def sig(record, part="holdout19"):
    return signature_of(None, stderr=raw_log(record, part))


def test_an_assert_on_a_check_that_returns_none_is_one_failure_whatever_the_assert_message():
    # `assert relax.analysis.well_formed(mod), "<the script's words>"`: well_formed returns None in TVM 0.27, and
    # pytest's explanation line says `assert None` below each script's own message (short, native and long
    # tracebacks; the last assert has no message at all)
    sigs = [sig(r) for r in ("s0382befd42", "s90a4d17db7", "sa2c14a9793")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "an assert on a check that returns None"
    # a plain script's assert has no explanation line: its message is all it says, and it keeps it
    plain = sig("sa1c663b555")
    assert plain.message == "module is not well formed after Normalize"
    # an assert whose explanation is another value keeps the script's message
    other = signature_of(None, stderr='Traceback (most recent call last):\n  File "t.py", line 3, in test\n'
                         '    assert ok, "module is broken"\nAssertionError: module is broken\nassert False\n')
    assert other.message != sigs[0].message


def test_an_unknown_symbolic_var_name_is_one_failure_whichever_entry_of_bind_symbolic_vars_checked_it():
    # module-wide `Binding map contains keys (...)` (bind_symbolic_vars.cc:146, with and without a backtrace) and
    # `func_name=` `Function does not use symbolic var with name "n"` (bind_symbolic_vars.cc:56)
    sigs = [sig(r) for r in ("s737c0d69f1", "s96acf3f73b", "se28b8cb633", "sdc31f62eff")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a symbolic var name that BindSymbolicVars does not find"


def test_a_buffer_index_past_a_blocks_reads_or_writes_is_one_failure_whichever_list_it_indexed():
    # cache_read's index past the block's read regions (twice) and cache_write's past its write regions
    sigs = [sig(r) for r in ("s52dec92855", "sc015ebb80c", "sa0a3654090")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a buffer index past the buffers a block reads or writes"
    # other ScheduleErrors (a block name get_sblock cannot find, a reduction loop given to parallel) are not it
    assert sig("s0aab88090c").key != sigs[0].key
    assert sig("s07af919e3e").key != sigs[0].key
