# cause: ewise_fma_no_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import concurrent.futures as cf


def compile_fma(n):
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    vs = [relax.Var(name, relax.TensorType((n,), "float64")) for name in ("a", "b", "c")]
    with bb.function("main", vs):
        bb.emit_func_output(bb.emit(relax.op.ewise_fma(*vs)))
    return tvm.compile(bb.get(), "llvm") is not None


if __name__ == "__main__":
    with cf.ProcessPoolExecutor(2) as ex:
        futures = {ex.submit(compile_fma, n): n for n in (16, 1024)}
        for fut in cf.as_completed(futures):
            print(futures[fut], fut.result())
