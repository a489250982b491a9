# cause: llvm_bool_arith_codegen
# expect: CreateMul|MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: combined
import numpy as np
import tvm
from tvm import relax

def build_mask_and(shape):
    bb = relax.BlockBuilder()
    a = relax.Var("valid", relax.TensorType(shape, "bool"))
    b = relax.Var("keep", relax.TensorType(shape, "bool"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            both = bb.emit(relax.op.multiply(a, b))
            out = bb.emit_output(both)
        bb.emit_func_output(out)
    return bb.get()

mod = build_mask_and((4, 16))
print("building mask combiner with", len(mod["main"].params), "inputs")
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
rng = np.random.default_rng(0)
a = tvm.runtime.tensor(rng.random((4, 16)) > 0.5)
b = tvm.runtime.tensor(rng.random((4, 16)) > 0.5)
print(vm["main"](a, b).numpy().sum())
