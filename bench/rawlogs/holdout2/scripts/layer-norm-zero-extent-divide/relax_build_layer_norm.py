# cause: layer-norm-zero-extent-divide
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def main():
    batch, tokens, width = 4, 3, 0
    bb = relax.BlockBuilder()
    x = relax.Var("tokens", relax.TensorType((batch, tokens, width), "float32"))
    w = relax.Var("w", relax.TensorType((tokens, width), "float32"))
    with bb.function("ln2d", [x, w]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.layer_norm(x, w, w, axes=[1, 2]))
            z = bb.emit_output(relax.op.nn.relu(y))
        bb.emit_func_output(z)
    mod = bb.get()
    target = tvm.target.Target("llvm")
    exe = relax.build(mod, target=target)
    vm = relax.VirtualMachine(exe, tvm.cpu())
    print(vm["ln2d"])


if __name__ == "__main__":
    main()
