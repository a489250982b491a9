# cause: decompose_training_bn_negative_axis
# expect: have as many dimensions as the length of input axes
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax

for axis in (1, -2):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 7, 2), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            c = lambda a: relax.const(np.asarray(a, "float32"))
            bn = bb.emit(relax.op.nn.batch_norm(x, c(np.ones(7)), c(np.zeros(7)), c(np.zeros(7)), c(np.ones(7)), axis=axis))
            o = bb.emit_output(relax.TupleGetItem(bn, 0))
        bb.emit_func_output(o)
    mod = relax.transform.DecomposeOpsForTraining()(bb.get())
    print("axis", axis, "decomposed into", len(mod["main"].body.blocks[0].bindings), "bindings")
