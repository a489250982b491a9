# cause: resize_axes_attribute_ignored
# expect: index 1 is out of bounds for axis 0 with size 1
# capture: pytest-line
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_scales_neg_axis_1d():
    node = helper.make_node("Resize", ["wave", "", "s"], ["wave_up"], mode="linear", axes=[-1])
    g = helper.make_graph([node], "resize1d", [helper.make_tensor_value_info("wave", TensorProto.FLOAT, [1, 2, 6])],
                          [helper.make_tensor_value_info("wave_up", TensorProto.FLOAT, None)],
                          [numpy_helper.from_array(np.array([2.0], np.float32), "s")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 19)])
    print("Resize attrs:", {a.name: helper.get_attribute_value(a) for a in node.attribute})
    mod = from_onnx(model)
