# cause: bool_reduce_max_min
# expect: Cannot decide max_value for type
# capture: ipython
from concurrent.futures import ProcessPoolExecutor


def compile_reduce(rows):
    import tvm
    from tvm import relax
    from tvm.script import ir as I, relax as R

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((rows, 4), "bool"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.min(x, axis=[0]))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), "llvm")
    return rows


with ProcessPoolExecutor(max_workers=2) as ex:
    futs = [ex.submit(compile_reduce, r) for r in (2, 4)]
    for f in futs:
        print("done", f.result())
