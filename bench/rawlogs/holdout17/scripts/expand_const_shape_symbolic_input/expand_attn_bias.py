# cause: expand_const_shape_symbolic_input
# expect: 'Var' object has no attribute 'value'
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_expand_attn_bias():
    # [b, s, 1] -> [b, s, 8]; the target shape is a constant initializer
    bias = helper.make_tensor_value_info("bias", TensorProto.FLOAT, ["b", "s", 1])
    out = helper.make_tensor_value_info("expanded", TensorProto.FLOAT, ["b", "s", 8])
    target = numpy_helper.from_array(np.array([1, 1, 8], dtype=np.int64), "target")
    nodes = [helper.make_node("Expand", ["bias", "target"], ["expanded"], name="expand_bias")]
    model = helper.make_model(helper.make_graph(nodes, "attn_bias", [bias], [out], [target]),
                              opset_imports=[helper.make_opsetid("", 17)])
    print(onnx.helper.printable_graph(model.graph))
    mod = from_onnx(model)
    ex = tvm.compile(mod, "llvm")
