# cause: vm_wrong_arg_count
# expect: Invoking function \w+ expects \d+ arguments
# capture: pytest-native
import multiprocessing as mp
import numpy as np


def _serve(_):
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((3,), "float32"))
    b = relax.Var("b", relax.TensorType((3,), "float32"))
    with bb.function("main", [a, b]):
        bb.emit_func_output(bb.emit(relax.op.maximum(a, b)))
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.zeros(3, "float32"))).numpy().tolist()


def test_serving_in_pool():
    with mp.Pool(1) as pool:
        assert pool.map(_serve, [0]) == [[0.0, 0.0, 0.0]]
