# cause: shape_arith_rejects_shapeexpr_input
# expect: cannot handle ShapeExpr inputs
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_shape_div_named_node():
    nodes = [helper.make_node("Shape", ["feat"], ["feat_shape"], name="Shape_12"),
             helper.make_node("Div", ["feat_shape", "stride"], ["half_shape"], name="Div_13"),
             helper.make_node("ConstantOfShape", ["half_shape"], ["zeros"], name="ConstantOfShape_14")]
    g = helper.make_graph(nodes, "half_size_zeros",
                          [helper.make_tensor_value_info("feat", TensorProto.FLOAT, [1, 4, "h", "w"])],
                          [helper.make_tensor_value_info("zeros", TensorProto.FLOAT, None)],
                          [numpy_helper.from_array(np.array([1, 1, 2, 2], np.int64), "stride")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    for n in model.graph.node:
        print(n.name, n.op_type, list(n.input), "->", list(n.output))
    mod = from_onnx(model)
