# cause: kwargs_misuse
# expect: Keyword argument "weights" is unused in main(.|\n)*AssertionError
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    data = relax.Var("data", relax.TensorType((2, 8), "float32"))
    weight = relax.Var("weight", relax.TensorType((8, 8), "float32"))
    with bb.function("main", [data, weight]):
        with bb.dataflow():
            y = bb.emit(relax.op.matmul(data, weight))
            z = bb.emit(relax.op.nn.relu(y))
            out = bb.emit_output(z)
        bb.emit_func_output(out)
    return bb.get()


ex = tvm.compile(build(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

data = np.random.default_rng(0).standard_normal((2, 8)).astype("float32")
w = np.eye(8, dtype="float32")
vm.set_input("main", data, weights=w)
vm.invoke_stateful("main")
print(vm.get_outputs("main").numpy())
