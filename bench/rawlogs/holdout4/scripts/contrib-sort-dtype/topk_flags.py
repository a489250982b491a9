# cause: contrib-sort-dtype
# expect: Unsupported input dtype: bool
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    flags = relax.Var("flags", relax.TensorType((3, 5), "bool"))
    with bb.function("main", [flags]):
        with bb.dataflow():
            idx = bb.emit_output(relax.op.topk(flags, k=2, axis=1, ret_type="indices", dtype="int64"))
        bb.emit_func_output(idx)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    flags_np = np.zeros((3, 5), dtype="bool")
    flags_np[:, 1] = True
    print(vm["main"](tvm.runtime.tensor(flags_np)))


if __name__ == "__main__":
    main()
