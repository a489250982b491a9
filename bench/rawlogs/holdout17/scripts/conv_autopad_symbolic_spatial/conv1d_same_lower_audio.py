# cause: conv_autopad_symbolic_spatial
# expect: Cannot use and / or / not operator to Expr
# capture: pytest-short
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_conv1d_same_lower_audio():
    w = numpy_helper.from_array(np.random.rand(16, 1, 5).astype("float32"), "conv1.weight")
    b = numpy_helper.from_array(np.zeros(16, "float32"), "conv1.bias")
    node = helper.make_node("Conv", ["wave", "conv1.weight", "conv1.bias"], ["feat"], auto_pad="SAME_LOWER", strides=[2])
    g = helper.make_graph([node], "wave_frontend", [helper.make_tensor_value_info("wave", TensorProto.FLOAT, [1, 1, "samples"])],
                          [helper.make_tensor_value_info("feat", TensorProto.FLOAT, None)], [w, b])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    print("auto_pad:", helper.get_attribute_value(node.attribute[0]))
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
