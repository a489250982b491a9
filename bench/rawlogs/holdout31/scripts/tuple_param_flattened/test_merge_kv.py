# cause: tuple_param_flattened
# expect: The number of provided parameters doesn't match the number of arguments for
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax


def build_merge():
    bb = relax.BlockBuilder()
    kv = relax.Var(
        "kv",
        relax.TupleType([relax.TensorType((2, 4, 8), "float16"), relax.TensorType((2, 4, 8), "float16")]),
    )
    with bb.function("merge_kv", [kv]):
        with bb.dataflow():
            k = bb.emit(relax.TupleGetItem(kv, 0))
            v = bb.emit(relax.TupleGetItem(kv, 1))
            merged = bb.emit(relax.op.concat([k, v], axis=-1))
            out = bb.emit_output(merged)
        bb.emit_func_output(out)
    return bb.get()


def test_merge_kv_over_stateful_api():
    ex = tvm.compile(build_merge(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    k = np.ones((2, 4, 8), dtype="float16")
    v = np.zeros((2, 4, 8), dtype="float16")
    vm.set_input("merge_kv", k, v)
    vm.invoke_stateful("merge_kv")
    merged = vm.get_outputs("merge_kv").numpy()
    assert merged.shape == (2, 4, 16)
