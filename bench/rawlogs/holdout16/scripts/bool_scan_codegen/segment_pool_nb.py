# cause: bool_scan_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: notebook
import multiprocessing as mp
import numpy as np

# %%
def compile_segments(length):
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    starts = relax.Var("starts", relax.TensorType((length,), "bool"))
    with bb.function("main", [starts]):
        seg = bb.emit(relax.op.cumsum(starts, axis=0, exclusive=True))
        bb.emit_func_output(seg)
    ex = tvm.compile(bb.get(), "llvm")
    return length

# %%
with mp.Pool(2) as pool:
    print(pool.map(compile_segments, [64, 128]))
