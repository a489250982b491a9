# cause: upsample_opset9_scales_input_ignored
# expect: object of type 'NoneType' has no len\(\)
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_upsample9_constant_node_linear():
    nodes = [helper.make_node("Constant", [], ["sc"], value=numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32))),
             helper.make_node("Upsample", ["feat", "sc"], ["feat_up"], mode="linear")]
    g = helper.make_graph(nodes, "yolo_up", [helper.make_tensor_value_info("feat", TensorProto.FLOAT, [1, 8, 13, 13])],
                          [helper.make_tensor_value_info("feat_up", TensorProto.FLOAT, [1, 8, 26, 26])])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)])
    print(helper.printable_graph(g))
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
