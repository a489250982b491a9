# cause: power_int_operands
# expect: power only applies to float
# capture: notebook
from concurrent.futures import ProcessPoolExecutor

def build(dtype):
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 5), dtype))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.power(x, x)))
    tvm.compile(bb.get(), "llvm")
    return dtype

# %%
with ProcessPoolExecutor(2) as pool:
    results = list(pool.map(build, ["float32", "int16"]))
results
